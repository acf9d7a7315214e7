import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from '../../test-host';
import { ChosenDrug, DrugSearch } from './index';

const summary = {
  id: 'metformin',
  name: 'Metformin',
  genericName: 'metformin',
  isBrand: false,
  isInsulin: false,
};
const dosage = {
  connectureRecordId: 'd1',
  ndc: '12345-6789-01',
  label: 'Metformin 500 mg tablet',
  strength: '500 mg',
  form: 'tablet',
  unit: 'tablets',
  packageQuantity: 100,
  commonMonthlyQuantity: 60,
  unitPrice: 0.1,
};

const api = (service: string, method: string, path: string) => {
  if (path === 'drugs') return { cntr: [summary] };
  if (path === 'drugs/metformin') return { cntr: { ...summary, dosages: [dosage] } };
  if (method === 'post' && path === 'session/dosages')
    return {
      cntr: [
        {
          dosageRecordID: 'r1',
          drugId: 'metformin',
          drugName: 'Metformin',
          ndc: dosage.ndc,
          connectureRecordId: 'd1',
          label: dosage.label,
          quantity: 60,
          frequency: 'EVERY_MONTH',
          isInsulin: false,
          updatedBy: 'consumer',
        },
      ],
    };
  throw new Error(`unexpected ${service} ${method} ${path}`);
};

describe('the kit drug picker', () => {
  it('links each search result to the href the page gives', async () => {
    const { host } = testHost({}, api);
    renderWithHost(<DrugSearch hrefFor={(id) => `/somewhere/?drug=${id}`} />, host);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Drug name' }), 'met');
    const link = await screen.findByRole('link', { name: 'Choose Metformin' });
    expect(link.getAttribute('href')).toBe('/somewhere/?drug=metformin');
  });

  it('saves the chosen dosage and its usual quantity, then tells the page', async () => {
    const onSaved = vi.fn();
    const { host, call } = testHost({}, api);
    renderWithHost(<ChosenDrug id="metformin" otherHref="/back/" onSaved={onSaved} />, host);
    await userEvent.click(await screen.findByRole('button', { name: 'Add this drug' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Metformin'));
    const post = call.mock.calls.find(([, method]) => method === 'post');
    expect(post).toBeDefined();
    expect((post![3] as { body: unknown }).body).toEqual({
      ndc: dosage.ndc,
      quantity: 60,
      frequency: 'EVERY_MONTH',
      updatedBy: 'consumer',
    });
  });
});
