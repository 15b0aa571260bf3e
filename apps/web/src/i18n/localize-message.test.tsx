import { afterEach, describe, expect, it } from 'vitest';
import { useStore } from '@nanostores/react';
import { render, screen } from '@testing-library/react';
import { defineMessages } from './define-messages.ts';
import { i18n, params } from './i18n.ts';
import { loadedCatalogue, prepareLanguage } from './load-language.ts';
import { rememberLanguage } from './language.ts';
import { localizeMessage } from './localize-message.ts';

// The words that travel as plain English (the server's, the contract's) and {placeholders}.

afterEach(() => rememberLanguage('en'));

describe('localizeMessage', () => {
  it("answers the contract's and the server's English in Filipino, by its words", async () => {
    await prepareLanguage('fil');
    expect(localizeMessage('Please log in to continue.', 'fil')).not.toBe(
      'Please log in to continue.',
    );
    expect(localizeMessage('Please log in to continue.', 'en')).toBe('Please log in to continue.');
    // Words no catalogue knows (a name the owner typed) come through as they are.
    expect(localizeMessage('Sweet Crumbs Bakery', 'fil')).toBe('Sweet Crumbs Bakery');
  });

  it('fills a pattern with the values of the English, only dates turned Filipino', async () => {
    await prepareLanguage('fil');
    defineMessages('localize-test', { full: '{day} is fully booked.' });
    // The set's Filipino, as a catalogue file would give it.
    loadedCatalogue('fil')!['messages/localize-test'] = { full: 'Fully booked na ang {day}.' };
    expect(localizeMessage('Tuesday, December 8 is fully booked.', 'fil')).toBe(
      'Fully booked na ang Martes, Disyembre 8.',
    );
    // A product named like a month keeps its name.
    expect(localizeMessage('May Flour is fully booked.', 'fil')).toBe(
      'Fully booked na ang May Flour.',
    );
    expect(localizeMessage('May Flour is fully booked.', 'en')).toBe('May Flour is fully booked.');
  });
});

describe('params', () => {
  it('puts a value in as it is, "$&" included', () => {
    const words = i18n('params-test', { hello: params('Hi, {name}! {name}?') });
    function Hello() {
      const t = useStore(words);
      return <p>{t.hello({ name: 'A$&B $1' })}</p>;
    }
    render(<Hello />);
    expect(screen.getByText('Hi, A$&B $1! A$&B $1?')).toBeInTheDocument();
  });
});
