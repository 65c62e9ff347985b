import { connectionsService } from './app.js';

await connectionsService.main();
