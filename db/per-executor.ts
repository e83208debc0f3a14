// Memoises what is built from a database handle (prepared statements, chiefly): building a drizzle
// query costs more CPU than running it on postgres.js, so hot paths build theirs once per handle.
export function perExecutor<E extends object, T>(build: (executor: E) => T): (executor: E) => T {
  const cache = new WeakMap<E, T>();
  return (executor) => {
    let value = cache.get(executor);
    if (value === undefined) {
      value = build(executor);
      cache.set(executor, value);
    }
    return value;
  };
}
