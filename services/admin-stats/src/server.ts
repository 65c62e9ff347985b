import { adminStatsService } from './app.js';

await adminStatsService.main();
