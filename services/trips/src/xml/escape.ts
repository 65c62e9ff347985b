/** Text or attribute content for XML 1.0 (SVG postcards, GPX files): escaped, forbidden characters dropped. */
export function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters outright
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
