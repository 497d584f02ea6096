import type { EmbedHost } from '../embed/bridge';
import type { OutboundEvent } from '../embed/protocol';

/**
 * The one tap course platforms need on the bridge: a host that hands every event the bridge sends to
 * `onEvent` as well, so xAPI and SCORM see exactly what the course page sees, whenever the bridge
 * decides to send it (when `ended` fires is the bridge's business, not theirs).
 *
 * `always`: the bridge runs even with no page around us (a SCORM package the LMS opened in a window
 * of its own); events then reach only `onEvent`, and nothing is posted to a window that is not there.
 */
export function tapHost(host: EmbedHost, onEvent: (event: OutboundEvent) => void, options: { always?: boolean } = {}): EmbedHost {
  return {
    ...host, // listening and the rest are the host's own
    embedded: host.embedded || options.always === true,
    post(event, targetOrigin) {
      onEvent(event);
      if (host.embedded) host.post(event, targetOrigin);
    },
  };
}
