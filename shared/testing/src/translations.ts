/** Every leaf of a translation bundle as `dotted.key -> text`. */
function leaves(bundle: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (bundle === null || typeof bundle !== 'object') {
    found.set(prefix, bundle);
    return found;
  }
  for (const [key, value] of Object.entries(bundle)) {
    for (const [leafKey, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(leafKey, leaf);
  }
  return found;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort()
    : [];
}

/**
 * What a locale's bundle lacks against the en-US one: keys that are missing or not text, and texts
 * whose `{{placeholders}}` differ (a translation that drops `{{amount}}` would hide the amount).
 * Empty when the translation is complete.
 */
export function translationProblems(reference: unknown, translation: unknown): string[] {
  const translated = leaves(translation);
  const problems: string[] = [];
  for (const [key, text] of leaves(reference)) {
    if (!translated.has(key)) {
      problems.push(`missing ${key}`);
      continue;
    }
    const other = translated.get(key);
    if (typeof other !== typeof text) problems.push(`${key} is ${typeof other}, not ${typeof text}`);
    else if (placeholders(other).join() !== placeholders(text).join())
      problems.push(`${key} has placeholders {${placeholders(other)}}, en-US has {${placeholders(text)}}`);
  }
  for (const key of translated.keys()) if (!leaves(reference).has(key)) problems.push(`extra ${key}`);
  return problems;
}
