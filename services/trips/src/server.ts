import { tripsService } from './app.js';

await tripsService.main();
