import { describe, expect, it } from 'vitest';
import { createRenderTurns } from './renderTurns';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createRenderTurns: one render starts per turn of the event loop', () => {
  it('lets a render start at once when none is waiting', async () => {
    const renderTurn = createRenderTurns();
    let started = false;
    void renderTurn().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(true);
  });

  it('starts renders asked for together one turn apart, in the order they asked, with other work between them', async () => {
    const renderTurn = createRenderTurns();
    const events: string[] = [];
    const renders = ['a', 'b', 'c'].map((name) => renderTurn().then(() => events.push(`render ${name}`)));
    // What else the loop does in a turn (a connection accepted, a request read) runs between the renders' starts.
    for (let i = 0; i < 3; i++) {
      await turn();
      events.push(`turn ${i + 1}`);
    }
    await Promise.all(renders);
    expect(events).toEqual(['render a', 'render b', 'turn 1', 'render c', 'turn 2', 'turn 3']);
  });

  it('starts at once again after the waiting renders are done', async () => {
    const renderTurn = createRenderTurns();
    await Promise.all([renderTurn(), renderTurn()]);
    await turn();
    await turn();
    let started = false;
    void renderTurn().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(true);
  });
});
