import 'styled-components';
import type { SiteTheme } from './siteTheme';

declare module 'styled-components' {
  // It adds nothing of its own: it gives styled-components' theme the site's theme type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends SiteTheme {}
}
