/**
 * A part of site.json or a label that a kind needs (its facts' `needs` and
 * `labels`), read where the kind is drawn. The validator requires it at every
 * use of the kind (kindNeeds.ts), so its absence means an unvalidated manifest.
 */
export function needed<T>(value: T | undefined, part: string): T {
  if (value === undefined) {
    throw new Error(`The manifest lacks ${part}, which a node on this page needs: run \`npm run validate\`.`);
  }
  return value;
}

/** The labels `names` of `labels`, each needed. */
export function neededLabels<L extends object, K extends keyof L & string>(
  labels: L,
  names: readonly K[],
): { [P in K]-?: Exclude<L[P], undefined> } {
  return Object.fromEntries(names.map((name) => [name, needed(labels[name], `labels.${name}`)])) as {
    [P in K]-?: Exclude<L[P], undefined>;
  };
}
