/** Just enough XML for the graph files: escaped text and attributes, no control characters. */

// XML 1.0 allows tab, LF, CR and everything from U+0020; anything else would make the file unreadable.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function xmlAttr(value: string): string {
  return xmlText(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
