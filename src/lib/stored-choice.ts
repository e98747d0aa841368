/**
 * Reader choices kept in localStorage (the theme, the code language) share one format: the value is
 * written JSON-encoded (`"dark"`) and a plain value (`dark`) is understood too.
 *
 * This function is also serialised into the inline scripts that run before first paint
 * (`src/build-time/site-plugin`), so it must stay self-contained: no imports, no closures.
 */
export function parseStoredChoice<T extends string>(
  raw: string | null | undefined,
  allowed: readonly T[],
): T | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}
