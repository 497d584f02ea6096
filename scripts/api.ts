/** npm run api: the API's process, src/server/cli/apiMain.ts (where the server's tests start it too). */
import '../src/server/cli/apiMain';
