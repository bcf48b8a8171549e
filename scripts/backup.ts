// `npm run backup [-- --out FILE|DIR] [--keep N]`: a backup of DATA_DIR's database and keys
// (asked of the server when it runs), or how to make one with pg_dump when DATABASE_URL is set
// (server/db/backup.ts).
import { backupCommand } from '../server/db/backup.js';

process.exit(await backupCommand(process.env, process.argv.slice(2)));
