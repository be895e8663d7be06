import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadedOrLazy } from './loaded-or-lazy';

function TapButton({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** A chunk that arrives when the test says so. */
function slowChunk() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const screenOf = loadedOrLazy(() => arrived.then(() => TapButton));
  return { ...screenOf, arrive };
}

describe('loadedOrLazy (issue 32: no Please wait for a screen whose chunk is in)', () => {
  it('shows the fallback until the chunk arrives, then the component', async () => {
    const { Component, arrive } = slowChunk();
    render(
      <Suspense fallback={<p>Please wait</p>}>
        <Component label="Taps" />
      </Suspense>,
    );
    expect(screen.getByText('Please wait')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'Taps' })).toBeTruthy();
    expect(screen.queryByText('Please wait')).toBeNull();
  });

  it('draws a loaded chunk at the first render, never its fallback', async () => {
    const { Component, load, arrive } = slowChunk();
    arrive();
    await load();
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('drawn');
      return <p>Please wait</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Component label="Taps" />
      </Suspense>,
    );
    // no await: the component is there as the render returns
    expect(screen.getByRole('button', { name: 'Taps' })).toBeTruthy();
    expect(fallbacks).toEqual([]);
  });
});
