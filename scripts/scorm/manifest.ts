/**
 * `imsmanifest.xml` for a SCORM 1.2 package (ADL SCORM 1.2 Content Aggregation Model): one organization,
 * one item, one SCO resource whose files are every file in the package. Pure: names in, XML out.
 */

export interface ManifestInput {
  /** The package's identifier, unique to what it holds (`cloakroom-payflow-ticket`). */
  identifier: string;
  title: string;
  /** The SCO's launch page, relative to the package root. */
  launch: string;
  /** Every file in the package except the manifest, relative paths with `/`. */
  files: readonly string[];
}

export function manifestXml(input: ManifestInput): string {
  const files = [...input.files].sort().map((f) => `      <file href="${escapeXml(encodeHref(f))}"/>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeXml(input.identifier)}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${escapeXml(input.title)}</title>
      <item identifier="item" identifierref="sco" isvisible="true">
        <title>${escapeXml(input.title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="${escapeXml(encodeHref(input.launch))}">
${files.join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

function encodeHref(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
