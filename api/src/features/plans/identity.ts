/**
 * A number standing for an object's identity, for cache keys over immutable objects (reference data read
 * once per process: plans, parameter tables, Medigap offerings): the same object gives the same number,
 * and an object read again (after a seed, or another database) is a new object and a new number.
 */
const identities = new WeakMap<object, number>();
let lastIdentity = 0;

export const identityOf = (o: object): number => {
  let id = identities.get(o);
  if (id === undefined) {
    id = ++lastIdentity;
    identities.set(o, id);
  }
  return id;
};
