// The script `npm run dev` adds to every page it serves (never the build), bundled
// on its own as a classic script so that it can read its own tag's data-build.
import { startLiveReload } from './liveReload';

startLiveReload({ pageBuild: (document.currentScript as HTMLScriptElement | null)?.dataset.build ?? '' });
