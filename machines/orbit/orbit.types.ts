export type OrbitEvent = { type: 'orbit.toggle' };
