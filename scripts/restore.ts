// `npm run restore -- FILE`: puts a backup of `npm run backup` in place of DATA_DIR's database,
// with the server stopped; the database it replaces is kept beside it (server/db/backup.ts).
import { restoreCommand } from '../server/db/backup.js';

process.exit(await restoreCommand(process.env, process.argv.slice(2)));
