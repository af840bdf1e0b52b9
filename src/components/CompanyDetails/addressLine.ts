/** The one line the address is shown in where there is room for one: the road address, else the one-line address, else the lot address. */
export function addressLine<T>({ road, line, lot }: { road?: T; line?: T; lot?: T }): T | undefined {
  return road ?? line ?? lot;
}
