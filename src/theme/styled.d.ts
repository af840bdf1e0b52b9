import 'styled-components';
import type { SiteTheme } from './siteTheme';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds nothing of its own.
  export interface DefaultTheme extends SiteTheme {}
}
