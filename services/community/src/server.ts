import { communityService } from './app.js';

await communityService.main();
