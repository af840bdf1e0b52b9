import { readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { readRelease, type Release } from './Release';
import { currentLinkName, isReleaseName, releaseLayout, releasesDirOf } from './releaseLayout';

export interface LiveRelease {
  /** The release loaded last: within a request, the one `current()` gave it. */
  loaded(): Release;
  /** The current release, the one a finished build last switched to; loads a new one first when the build switched. */
  current(): Promise<Release>;
  /** Site folders of the releases kept before the current one, newest first: pages opened before a rebuild still fetch their hashed assets. */
  olderSiteDirs(): Promise<string[]>;
}

/**
 * Follows `dist-releases/current`. Each request reads the link (one readlink(2));
 * when a build has switched it, the new release is loaded once and every later
 * request gets it, so new pages, fonts and images appear without a restart.
 * A release that fails to load is reported once and the loaded one stays.
 */
export function liveRelease(out: string, first: Release, reportFailure: (error: unknown) => void): LiveRelease {
  const releasesDir = releasesDirOf(out);
  const link = join(releasesDir, currentLinkName);
  let loaded = first;
  let loading: { id: string; release: Promise<Release> } | null = null;
  const failed = new Set<string>();
  let older: { forId: string; dirs: Promise<string[]> } | null = null;

  function load(id: string): Promise<Release> {
    if (loading?.id === id) return loading.release;
    const release = readRelease(join(releasesDir, id)).then(
      (next) => {
        loaded = next;
        return next;
      },
      (error: unknown) => {
        failed.add(id);
        reportFailure(error);
        return loaded;
      },
    );
    loading = { id, release };
    return release;
  }

  return {
    loaded: () => loaded,
    async current() {
      const id = await readlink(link).catch(() => loaded.id);
      if (id === loaded.id || failed.has(id)) return loaded;
      return load(id);
    },
    olderSiteDirs() {
      if (older?.forId !== loaded.id) {
        const current = loaded.id;
        const dirs = readdir(releasesDir)
          .then((names) =>
            names
              .filter((name) => isReleaseName(name) && name < current)
              .sort()
              .reverse(),
          )
          .then(
            (names) => names.map((name) => join(releasesDir, name, releaseLayout.site)),
            () => [],
          );
        older = { forId: current, dirs };
      }
      return older.dirs;
    },
  };
}
