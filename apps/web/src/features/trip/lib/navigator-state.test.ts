import { describe, expect, it } from 'vitest';
import { initialNavigatorState, isStopDone, navigatorStep, type NavigatorState } from './navigator-state';

const stops = [
  { lat: 36.0, lng: -115.0 },
  { lat: 37.0, lng: -116.0 },
  { lat: 38.0, lng: -117.0 },
];
// 0.004° of latitude ≈ 445 m; 0.005° ≈ 556 m.
const near = { lat: 36.004, lng: -115.0 };
const justOutside = { lat: 36.005, lng: -115.0 };

function run(state: NavigatorState, ...actions: Parameters<typeof navigatorStep>[1][]) {
  const events = [];
  for (const action of actions) {
    const result = navigatorStep(state, action);
    state = result.state;
    events.push(result.event);
  }
  return { state, events };
}

describe('navigator arrival logic (within 0.5 km while active, once per stop)', () => {
  it('marks the current stop reached once within 0.5 km while active', () => {
    const { state, events } = run(
      initialNavigatorState(3),
      { type: 'start' },
      { type: 'position', position: near, stops },
      { type: 'position', position: near, stops },
    );
    expect(events).toEqual(['started', 'approaching', null]);
    expect(state.reached).toEqual([0]);
    expect(isStopDone(state, 0)).toBe(true);
  });

  it('does nothing while inactive or outside the radius', () => {
    expect(run(initialNavigatorState(3), { type: 'position', position: near, stops }).events).toEqual([null]);
    expect(run(initialNavigatorState(3), { type: 'start' }, { type: 'position', position: justOutside, stops }).events).toEqual([
      'started',
      null,
    ]);
  });

  it('Next Stop advances, and advancing from the last stop completes and goes inactive', () => {
    const { state, events } = run(initialNavigatorState(3), { type: 'start' }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(events).toEqual(['started', 'next', 'next', 'complete']);
    expect(state.index).toBe(2);
    expect(state.active).toBe(false);
  });

  it('Pause goes inactive; selecting a stop jumps to it and past stops show done', () => {
    const { state, events } = run(initialNavigatorState(3), { type: 'start' }, { type: 'pause' }, { type: 'select', index: 2 });
    expect(events).toEqual(['started', 'paused', null]);
    expect(state).toMatchObject({ active: false, index: 2 });
    expect(isStopDone(state, 0)).toBe(true);
    expect(isStopDone(state, 2)).toBe(false);
    expect(navigatorStep(state, { type: 'select', index: 9 }).state.index).toBe(2);
  });
});
