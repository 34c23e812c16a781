// Notifications has no operations beyond its health: it acts on events, which its own tests cover.
import { describeContract } from './harness.js';

describeContract('notifications', {}, () => {});
