import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HostProviders } from '../query';
import { testHost } from '../test-host';
import { StartOver } from './StartOver';

const renderStartOver = () => {
  const { host } = testHost();
  const asked: unknown[] = [];
  host.events.on('session:reset-requested', (e) => asked.push(e));
  render(
    <HostProviders host={host}>
      <StartOver />
    </HostProviders>,
  );
  return asked;
};

describe('Start over', () => {
  it('asks for the full reset only after the person confirms', () => {
    const asked = renderStartOver();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep my information', hidden: true }));
    expect(asked).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start over', hidden: true }));
    expect(asked).toEqual([{}]);
  });
});
