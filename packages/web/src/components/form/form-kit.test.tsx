import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render';
import { ApiError, TOO_MANY_REQUESTS } from '../../lib/api-client';
import { confirm } from '../confirm/confirm';
import { applyServerErrors, submitErrorMessage } from './server-errors';
import { useZodForm, zodErrors } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter name'),
  grade: z.string().max(1, 'One letter'),
});

function Demo({ onSubmit, serverError }: { onSubmit: (v: z.output<typeof schema>) => void; serverError?: unknown }) {
  const form = useZodForm(schema, { name: '', grade: '' });
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (serverError) applyServerErrors(form, serverError);
        else onSubmit(values);
      })}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Grade" {...form.getInputProps('grade')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('zodErrors', () => {
  it('keeps the first message of each field, keyed by dotted path', () => {
    const nested = z.object({ rows: z.array(z.object({ id: z.number({ error: 'Id is must' }) })) });
    expect(zodErrors(nested, { rows: [{ id: 1 }, { id: 'x' }] })).toEqual({ 'rows.1.id': 'Id is must' });
    expect(zodErrors(schema, { name: ' ', grade: 'AB' })).toEqual({ name: 'Please enter name', grade: 'One letter' });
  });
});

describe('useZodForm', () => {
  it('shows the schema messages and submits the parsed values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Demo onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Name'), '  Ravi  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ravi', grade: '' });
  });
});

describe('applyServerErrors', () => {
  it('puts 422 field errors on their fields', async () => {
    const error = new ApiError(422, { message: 'The given data was invalid.', errors: { name: ['The name has already been taken.', 'x'] } });
    renderWithProviders(<Demo onSubmit={() => {}} serverError={error} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('The name has already been taken.');
  });

  it('reports whether anything was applied', () => {
    const form = { setFieldError: vi.fn() };
    expect(applyServerErrors(form, new ApiError(500, { message: 'x' }))).toBe(false);
    expect(applyServerErrors(form, new ApiError(422, { message: 'Bad' }))).toBe(false);
    expect(applyServerErrors(form, new Error('x'))).toBe(false);
    expect(applyServerErrors(form, new ApiError(422, { message: 'Bad', errors: { password: ['Too short'] } }))).toBe(true);
    expect(form.setFieldError).toHaveBeenCalledWith('password', 'Too short');
  });
});

describe('submitErrorMessage', () => {
  it("gives the server's message for 422 and 'Something went wrong' otherwise", () => {
    expect(submitErrorMessage(new ApiError(422, { message: 'Please enter type' }))).toBe('Please enter type');
    expect(submitErrorMessage(new ApiError(500, { message: 'SQLSTATE...' }))).toBe('Something went wrong');
    expect(submitErrorMessage(new ApiError(403, { message: 'Forbidden' }))).toBe('Something went wrong');
    expect(submitErrorMessage(new ApiError(0))).toBe('Something went wrong');
    expect(submitErrorMessage(new ApiError(429, { message: 'Too many requests, please slow down.' }))).toBe('Too many requests, please slow down.');
    expect(submitErrorMessage(new ApiError(429))).toBe(TOO_MANY_REQUESTS);
    expect(submitErrorMessage(new TypeError('x'))).toBe('Something went wrong');
  });
});

describe('confirm', () => {
  function Asker({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
    return <Button onClick={async () => onAnswer(await confirm())}>Delete</Button>;
  }

  it("asks 'Do you really want to delete?' and resolves true on Yes", async () => {
    const onAnswer = vi.fn();
    renderWithProviders(<Asker onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Do you really want to delete?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('resolves false on No', async () => {
    const onAnswer = vi.fn();
    renderWithProviders(<Asker onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });
});
