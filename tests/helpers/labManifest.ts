import type { Company, Labels, Site, SiteManifest } from '../../src/manifest/site.gen';
import type { KindLabel, OptionalPart } from '../../src/kinds/KindFacts';

type Present<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };

/** The labels a lab-shaped manifest holds beyond those every site needs. */
type LabLabels = Exclude<KindLabel, 'mainNavigation' | 'languageSwitch' | 'openingHours'>;

/**
 * A manifest of the lab's shape, as the fixtures the tests read are: every
 * part and label a site needs only for the lab's kinds is there, so tests read
 * them without asking each time whether they are (a fixture lacking one fails
 * where it is read, which is what such a test wants).
 */
export type LabManifest = Omit<SiteManifest, OptionalPart | 'labels' | 'company' | 'site'> &
  Present<Pick<SiteManifest, OptionalPart>, OptionalPart> & {
    site: Present<Site, 'subtitle' | 'heroAttribution'>;
    company: Present<Company, 'representative' | 'businessNumber'> & {
      address: Present<Company['address'], 'road' | 'lot'>;
    };
    labels: Omit<Present<Labels, LabLabels>, 'company'> & {
      company: Present<Labels['company'], 'representative' | 'businessNumber' | 'lot' | 'road' | 'fax' | 'hours'>;
    };
  };
