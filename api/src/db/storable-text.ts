/**
 * Text PostgreSQL stores: no NUL character, no lone surrogate. A hostile path or body may hold
 * either, and the audit row or callback record holding it must still be written.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const storable = (text: string) =>
  text.replaceAll(String.fromCharCode(0), '\ufffd').replace(loneSurrogate, '\ufffd');

/** A JSON value whose strings, keys included, are all storable. */
export const storableValue = (value: unknown): unknown =>
  typeof value === 'string'
    ? storable(value)
    : Array.isArray(value)
      ? value.map(storableValue)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storableValue(item)]))
        : value;
