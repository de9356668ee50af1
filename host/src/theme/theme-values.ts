/**
 * Theme data comes from the operator's back office and is treated as untrusted (ADR 0015): a
 * value either passes these checks and is set with `style.setProperty` on one variable, or it is
 * dropped. Nothing from a theme is ever written into a style sheet or markup.
 */

/** Spec 5: a value is an image when its path ends with one of these. */
const imageExtensions = ['png', 'jpg', 'jpeg', 'svg', 'gif', 'bmp', 'webp', 'tif', 'tiff'] as const;

const imageExtensionPattern = new RegExp(`\\.(${imageExtensions.join('|')})$`, 'i');
/** A data URL of one of those image types (the seed's logo is inline SVG). */
const imageDataUrlPattern = new RegExp(`^data:image/(${imageExtensions.join('|')}|svg\\+xml)[;,]`, 'i');

/** A custom property name: `--` then letters, digits, `-` and `_` only. */
const variableNamePattern = /^--[a-zA-Z0-9_-]{1,64}$/;

/**
 * A plain style value: colours, lengths, numbers, font lists, gradients. No characters that could
 * end the declaration or the rule (`;` `{` `}`), open markup (`<` `>`), escape (`\`), start an
 * at-rule (`@`) or comment, and no functions that fetch or run anything.
 */
const plainValuePattern = /^[a-zA-Z0-9#%.,()'"\s/+*_-]{1,200}$/;
const forbiddenFunctionPattern = /(url|image|image-set|cross-fade|element|expression|env|attr|src)\s*\(/i;
const forbiddenWordPattern = /javascript:|vbscript:|\/\*|\*\//i;

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** True when the value names an image by its extension (spec 5), query and fragment aside. */
export function isImageValue(value: string): boolean {
  if (imageDataUrlPattern.test(value)) return true;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return imageExtensionPattern.test(path);
}

/**
 * An image value as a URL the page may load: http(s) or same-origin paths, or an image data URL.
 * Anything else (`javascript:`, `vbscript:`, other data types, control characters) is refused.
 */
export function safeImageUrl(value: string, base: string = location.href): string | null {
  if (!isImageValue(value) || hasControlCharacter(value)) return null;
  if (imageDataUrlPattern.test(value)) return value;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image as a CSS `url()`: quoted, with every character that could end the string escaped. */
function cssUrl(url: string): string {
  return `url("${url.replace(/[\\"'()\s<>]/g, (character) => encodeURIComponent(character))}")`;
}

function balanced(value: string): boolean {
  let depth = 0;
  for (const character of value) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (depth < 0) return false;
  }
  const quotes = (quote: string) => value.split(quote).length - 1;
  return depth === 0 && quotes('"') % 2 === 0 && quotes("'") % 2 === 0;
}

/** True for a non-image value that can only ever be the value of its own variable. */
function isPlainStyleValue(value: string): boolean {
  return (
    plainValuePattern.test(value) &&
    !forbiddenFunctionPattern.test(value) &&
    !forbiddenWordPattern.test(value) &&
    balanced(value)
  );
}

export function isThemeVariableName(key: string): boolean {
  return variableNamePattern.test(key);
}

/**
 * What one theme entry sets: the CSS value of a `--` variable (an image becomes `url("...")`),
 * or `null` when the key is not a variable or the value is unsafe.
 */
export function themeVariableValue(key: string, value: unknown, base?: string): string | null {
  if (!isThemeVariableName(key) || typeof value !== 'string') return null;
  if (isImageValue(value)) {
    const url = safeImageUrl(value, base);
    return url === null ? null : cssUrl(url);
  }
  return isPlainStyleValue(value) ? value.trim() : null;
}
