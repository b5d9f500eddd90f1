// The api tests' OSRM-protocol server (table and route services, a bend between every two stops), started by
// e2e specs beside a second api whose ROUTING_URL points at it. One fake for both: imported, not copied.
export { startFakeOsrm, type FakeOsrm } from '../../../api/src/providers/routing/osrm-fake-server';
