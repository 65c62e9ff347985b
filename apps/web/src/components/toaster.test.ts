import { afterEach, describe, expect, it } from 'vitest';
import { notify, toaster, TOAST_MAX_VISIBLE } from './toaster';

const titles = () => toaster.getVisibleToasts().map((t) => t.title);
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  toaster.remove();
  document.documentElement.style.removeProperty('--rg-toast-clear');
});

describe('notify', () => {
  it('shows at most 3 toasts, newest first: a fourth pushes the oldest out instead of waiting in a queue', async () => {
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      notify({ title });
      await flush();
    }
    expect(TOAST_MAX_VISIBLE).toBe(3);
    expect(titles()).toEqual(['Four', 'Three', 'Two']);
    expect(toaster.getCount()).toBe(3);
  });

  it('a toast with the title of one on screen replaces it (three Next Stops are one)', async () => {
    notify({ title: 'Adventure Started!' });
    await flush();
    notify({ title: 'Next Stop', description: 'Heading to A' });
    await flush();
    notify({ title: 'Next Stop', description: 'Heading to B' });
    await flush();
    expect(titles()).toEqual(['Next Stop', 'Adventure Started!']);
    expect(toaster.getVisibleToasts()[0].description).toBe('Heading to B');
  });

  it('every toast is closable and lasts 2–5 s', async () => {
    notify({ title: 'Short', duration: 100 });
    await flush();
    notify({ title: 'Long', duration: 60_000 });
    await flush();
    const [long, short] = toaster.getVisibleToasts();
    expect(short).toMatchObject({ closable: true, duration: 2000 });
    expect(long).toMatchObject({ closable: true, duration: 5000 });
  });

  it('rises above the control just pressed when it sits where the toasts go, and stays in its corner otherwise', async () => {
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    const submit = document.createElement('button');
    document.body.append(submit);
    // jsdom has no layout: the submit reports the box it had on a phone, at the bottom of the screen.
    submit.getBoundingClientRect = () => ({ top: 687, bottom: 731, left: 41, right: 349, width: 308, height: 44, x: 41, y: 687, toJSON: () => ({}) });
    submit.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    notify({ title: 'Empty prompt!' });
    expect(document.documentElement.style.getPropertyValue('--rg-toast-clear')).toBe(`${844 - 687 + 8}px`);

    submit.getBoundingClientRect = () => ({ top: 200, bottom: 244, left: 41, right: 349, width: 308, height: 44, x: 41, y: 200, toJSON: () => ({}) });
    submit.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    notify({ title: 'Empty prompt!' });
    expect(document.documentElement.style.getPropertyValue('--rg-toast-clear')).toBe('');
    submit.remove();
  });
});
