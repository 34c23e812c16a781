import { messagingContract } from '../../contract.js';
import { billingFanOut, clientsFanOut, fanOut } from './fan-out.js';
import { LiveHub } from './live-hub.js';
import { liveSocketRoutes } from './live.socket.js';

/** New messages, read marks, meetings, files and billing changes on open screens: the `/live` socket, fed through NATS on every replica. */
export const liveModule = messagingContract.module({
  name: 'live',
  setup: ({ orm, relay, config, log }) => {
    const hub = new LiveHub();
    const listen = { natsUrl: config.NATS_URL, namespace: config.EVENT_NAMESPACE, hub, log };
    const worker = fanOut(listen);
    return {
      socketRoutes: liveSocketRoutes({ orm, relay, hub, fanOut: worker, log }),
      workers: [worker, clientsFanOut(listen), billingFanOut(listen)],
    };
  },
});
