import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { saveFile } from '../common';
import { CalendarButton } from './MeetingDetails';
import { bookedMeeting } from './test-slots';

vi.mock('../common', async (original) => ({ ...(await original()), saveFile: vi.fn() }));

describe('CalendarButton', () => {
  it.each([
    ['en', /Add to my calendar/, 'meeting-with-a-licensed-agent.ics'],
    ['es', /Agregar a mi calendario/, 'reunion-con-un-agente-con-licencia.ics'],
  ] as const)('names the calendar file in the visit’s language (%s)', async (language, button, name) => {
    const file = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
    const { host } = testHost({ language }, () => file);
    renderWithHost(<CalendarButton meeting={bookedMeeting} token="meeting-token" />, host);
    await userEvent.setup().click(await screen.findByRole('button', { name: button }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledWith(file, name));
  });
});
