/** The address forms written, of those a form's name tells apart (the one-line address has none). */
export function addressFormsOf(address: {
  road?: unknown;
  line?: unknown;
  lot?: unknown;
}): ('road' | 'line' | 'lot')[] {
  return (['road', 'line', 'lot'] as const).filter((form) => address[form] !== undefined);
}

/** The one line the address is shown in where there is room for one: the road address, else the one-line address, else the lot address. */
export function addressLine<T>({ road, line, lot }: { road?: T; line?: T; lot?: T }): T | undefined {
  return road ?? line ?? lot;
}
