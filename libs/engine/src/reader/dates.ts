/**
 * Dates and lengths in a trip sentence, English and French: explicit dates and ranges ("May 3-6",
 * "this Friday to Sunday", "du 3 au 6 juillet", "Dec 27 - Jan 2") through chrono-node, and what
 * chrono does not read: day ranges ("from the 12th to the 15th"), durations ("3 days", "2 nights",
 * "a long weekend", "trois jours", "une fin de semaine") and the US and Canadian holidays people
 * plan around ("over Labour Day", "Thanksgiving weekend", "la Saint-Jean"). The traveller's form
 * dates win over all of this (read.ts).
 */
import * as chrono from 'chrono-node';

export interface DateSpan {
  /** First day (ISO yyyy-mm-dd) when the sentence fixes one. */
  startDate?: string;
  /** Last day, inclusive. */
  endDate?: string;
  /** Trip length in days (inclusive count). */
  days: number;
}

export interface SentenceDates {
  span: DateSpan | null;
  /** A holiday whose date depends on the country (Thanksgiving): resolved once the trip's country is known. */
  holiday?: Holiday;
  /** Char ranges of the prompt that were read as dates or lengths. */
  ranges: [number, number][];
}

const DAY_MS = 86_400_000;
const iso = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);
const daysBetweenDates = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1;

/** The n-th weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(y: number, m: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(y, m, 1);
    return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + 7 * (n - 1));
  }
  const last = utc(y, m + 1, 0);
  return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(y: number): Date {
  const a = y % 19, b = Math.floor(y / 100), c = y % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31) - 1, day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(y, month, day);
}

/** The days a holiday gives a traveller: a Monday holiday is the long weekend before it, and so on. */
function around(day: Date): { start: Date; end: Date } {
  switch (day.getUTCDay()) {
    case 1: return { start: addDays(day, -2), end: day }; // Sat–Mon
    case 5: return { start: day, end: addDays(day, 2) }; // Fri–Sun
    case 6: return { start: day, end: addDays(day, 2) }; // observed Monday
    case 0: return { start: addDays(day, -1), end: addDays(day, 1) };
    case 2: return { start: addDays(day, -3), end: day }; // a bridge day
    case 4: return { start: day, end: addDays(day, 3) };
    default: return { start: day, end: day };
  }
}

export interface Holiday {
  name: string;
  /** The trip's days for the holiday's next occurrence on or after `today`, in that country. */
  span(today: Date, country: 'US' | 'CA'): { start: Date; end: Date };
  /** A holiday on a fixed day: [month 0–11, day], for "Christmas Eve to Boxing Day". */
  date?: readonly [number, number];
}

const nextOf = (today: Date, f: (y: number) => { start: Date; end: Date }) => {
  const y = today.getUTCFullYear();
  const now = f(y);
  return now.end.getTime() >= today.getTime() ? now : f(y + 1);
};
const fixed = (name: string, month: number, day: number): Holiday => ({ name, date: [month, day], span: (t) => nextOf(t, (y) => around(utc(y, month, day))) });
const monday = (name: string, month: number, n: number): Holiday => ({ name, span: (t) => nextOf(t, (y) => around(nthWeekday(y, month, 1, n))) });

const THANKSGIVING: Holiday = {
  name: 'Thanksgiving',
  span: (t, country) =>
    nextOf(t, (y) => {
      if (country === 'CA') return around(nthWeekday(y, 9, 1, 2));
      const thu = nthWeekday(y, 10, 4, 4);
      return { start: thu, end: addDays(thu, 3) };
    }),
};

/** Holiday phrases (folded, hyphens as spaces) → the holiday. "weekend"/"long weekend" after one is part of it. */
const HOLIDAYS: Readonly<Record<string, Holiday>> = {
  'labour day': monday('Labour Day', 8, 1), 'labor day': monday('Labor Day', 8, 1), 'fete du travail': monday('Fête du Travail', 8, 1),
  'memorial day': monday('Memorial Day', 4, -1), 'victoria day': { name: 'Victoria Day', span: (t) => nextOf(t, (y) => around(addDays(utc(y, 4, 25), -((utc(y, 4, 25).getUTCDay() + 6) % 7 || 7)))) },
  'fete des patriotes': { name: 'Journée nationale des patriotes', span: (t) => nextOf(t, (y) => around(addDays(utc(y, 4, 25), -((utc(y, 4, 25).getUTCDay() + 6) % 7 || 7)))) },
  'canada day': fixed('Canada Day', 6, 1), 'fete du canada': fixed('Fête du Canada', 6, 1),
  'fourth of july': fixed('the Fourth of July', 6, 4), '4th of july': fixed('the Fourth of July', 6, 4), 'july 4th': fixed('the Fourth of July', 6, 4),
  'july fourth': fixed('the Fourth of July', 6, 4), 'independence day': fixed('Independence Day', 6, 4), 'the fourth': fixed('the Fourth of July', 6, 4),
  thanksgiving: THANKSGIVING, 'action de grace': { name: 'Action de grâce', span: (t) => THANKSGIVING.span(t, 'CA') },
  'action de graces': { name: 'Action de grâce', span: (t) => THANKSGIVING.span(t, 'CA') },
  christmas: fixed('Christmas', 11, 25), xmas: fixed('Christmas', 11, 25), noel: fixed('Noël', 11, 25),
  'new year': fixed("New Year's", 0, 1), "new year's": fixed("New Year's", 0, 1), 'new years': fixed("New Year's", 0, 1),
  'christmas eve': fixed('Christmas Eve', 11, 24), 'xmas eve': fixed('Christmas Eve', 11, 24), 'veille de noel': fixed('la veille de Noël', 11, 24),
  'boxing day': fixed('Boxing Day', 11, 26), 'lendemain de noel': fixed('le lendemain de Noël', 11, 26), 'new years day': fixed("New Year's Day", 0, 1),
  "new year's day": fixed("New Year's Day", 0, 1), 'christmas day': fixed('Christmas', 11, 25),
  'new years eve': fixed("New Year's", 11, 31), "new year's eve": fixed("New Year's", 11, 31), 'jour de l an': fixed('le jour de l’An', 0, 1),
  easter: { name: 'Easter', span: (t) => nextOf(t, (y) => ({ start: addDays(easter(y), -2), end: addDays(easter(y), 1) })) },
  paques: { name: 'Pâques', span: (t) => nextOf(t, (y) => ({ start: addDays(easter(y), -2), end: addDays(easter(y), 1) })) },
  "presidents' day": monday("Presidents' Day", 1, 3), 'presidents day': monday("Presidents' Day", 1, 3),
  'president day': monday("Presidents' Day", 1, 3), 'family day': monday('Family Day', 1, 3),
  'mlk day': monday('Martin Luther King Jr. Day', 0, 3), 'martin luther king day': monday('Martin Luther King Jr. Day', 0, 3),
  'columbus day': monday('Columbus Day', 9, 2), "indigenous peoples' day": monday("Indigenous Peoples' Day", 9, 2),
  'indigenous peoples day': monday("Indigenous Peoples' Day", 9, 2), 'civic holiday': monday('the Civic Holiday', 7, 1),
  'august long weekend': monday('the August long weekend', 7, 1), 'may long weekend': { name: 'the May long weekend', span: (t) => nextOf(t, (y) => around(addDays(utc(y, 4, 25), -((utc(y, 4, 25).getUTCDay() + 6) % 7 || 7)))) },
  'may two four': { name: 'May Two-Four', span: (t) => nextOf(t, (y) => around(addDays(utc(y, 4, 25), -((utc(y, 4, 25).getUTCDay() + 6) % 7 || 7)))) },
  juneteenth: fixed('Juneteenth', 5, 19), 'saint jean': fixed('la Saint-Jean', 5, 24), 'st jean': fixed('la Saint-Jean', 5, 24),
  'saint jean baptiste': fixed('la Saint-Jean', 5, 24), 'fete nationale': fixed('la Fête nationale', 5, 24),
  'remembrance day': fixed('Remembrance Day', 10, 11), 'veterans day': fixed('Veterans Day', 10, 11),
  'spring break': { name: 'spring break', span: (t) => nextOf(t, (y) => { const s = nthWeekday(y, 2, 6, 2); return { start: s, end: addDays(s, 8) }; }) },
};
const MAX_HOLIDAY_WORDS = 4;
/** Words between two holidays that make them a trip's first and last days. */
const RANGE_WORDS = new Set(['to', 'through', 'thru', 'till', 'until', 'au', 'jusqu', "jusqu'au", 'and']);

/** Words of pace or mood between a number and its unit: "a lazy week", "a quick little overnight", "two glorious days". */
const MOOD_WORDS = new Set(
  'lazy relaxed relaxing leisurely unhurried chill quick short little whirlwind packed busy fun nice great good lovely glorious romantic family solo epic cozy cosy easy slow spooky rainy snowy sunny summer winter fall autumn spring girls guys petite petit belle beau bonne'.split(' '),
);

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, fourteen: 14, couple: 2, few: 3, several: 4, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six_: 6,
  sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12, quinze: 15, quelques: 3,
};

interface Word {
  norm: string;
  start: number;
  end: number;
}

/** Words of the prompt, folded, with their char ranges (hyphens split so "3-day" is two words). */
function words(prompt: string): Word[] {
  const out: Word[] = [];
  const re = /[\p{L}\p{N}']+/gu;
  for (let m = re.exec(prompt); m; m = re.exec(prompt)) {
    const norm = m[0].normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/’/g, "'");
    // a French elision is its own word: "d'une semaine" is "une semaine", "jusqu'au 6" is "au 6"
    const elided = /^(d|l|qu|jusqu|lorsqu|puisqu|j|n|s|t|c)'(.+)$/.exec(norm);
    const cut = elided ? elided[1].length + 1 : 0;
    out.push({ norm: norm.slice(cut), start: m.index + cut, end: m.index + m[0].length });
  }
  return out;
}

const num = (w: string | undefined): number | undefined => {
  if (!w) return undefined;
  if (/^\d{1,2}$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
};
const DATEY = new RegExp(
  '\\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|janv|fevr|févr|avr|mai|juin|juil|août|aout|déc)[a-zéû.]*\\b|' +
    '\\b(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?\\b|\\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\\b|' +
    '\\b(today|tomorrow|tonight|demain|aujourd)|\\b(this|next|coming)\\s+(weekend|week-end)\\b|\\d+\\s*[/-]\\s*\\d+',
);
const ORDINAL = /^(\d{1,2})(st|nd|rd|th|er|e)?$/;
/** Words between two dates that make the second the return ("leaving Friday, back Sunday"). */
const RETURN_WORDS = /\b(back|return|returning|home|until|till|through|thru|coming back|retour|jusqu)/i;

/**
 * Reads the sentence's dates and length. `today` is the traveller's day (the request's, else the
 * server's). `skip` holds char ranges already read as something else (a named road).
 */
export function readDates(prompt: string, today: Date, opts: { french?: boolean; skip?: readonly [number, number][] } = {}): SentenceDates {
  const ranges: [number, number][] = [];
  const skip = opts.skip ?? [];
  // char ranges already read as something else (a named road: "Going-to-the-Sun Road" has no Sunday)
  const taken = (s: number, e: number) => [...ranges, ...skip].some(([a, b]) => s < b && e > a);
  const claim = (s: number, e: number) => ranges.push([s, e]);
  let span: DateSpan | null = null;
  let holiday: Holiday | undefined;
  const ws = words(prompt);
  const t0 = utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());

  // 1. holidays ("over Labour Day", "Thanksgiving weekend", "la Saint-Jean")
  for (let i = 0; i < ws.length && !holiday; i++) {
    for (let n = Math.min(MAX_HOLIDAY_WORDS, ws.length - i); n >= 1; n--) {
      const key = ws.slice(i, i + n).map((w) => w.norm).join(' ');
      const h = HOLIDAYS[key];
      if (!h) continue;
      // "Lac-Saint-Jean", "Saint-Jean-sur-Richelieu" are places: the feast is "la Saint-Jean"
      if (/jean$/.test(key) && (prompt[ws[i].start - 1] === '-' || (ws[i - 1]?.norm !== 'la' && ws[i + n]?.norm !== 'baptiste'))) continue;
      let end = ws[i + n - 1].end;
      // "Labour Day weekend", "Thanksgiving long weekend"
      if (ws[i + n]?.norm === 'weekend') end = ws[i + n].end;
      else if (ws[i + n]?.norm === 'long' && ws[i + n + 1]?.norm === 'weekend') end = ws[i + n + 1].end;
      // "Christmas Eve to Boxing Day": the days from one fixed holiday to the next
      const to = ws[i + n];
      if (h.date && to && RANGE_WORDS.has(to.norm)) {
        for (let m = Math.min(MAX_HOLIDAY_WORDS, ws.length - i - n - 1); m >= 1; m--) {
          const h2 = HOLIDAYS[ws.slice(i + n + 1, i + n + 1 + m).map((w) => w.norm).join(' ')];
          if (!h2?.date) continue;
          const year = t0.getUTCFullYear();
          let start = utc(year, h.date[0], h.date[1]);
          if (start.getTime() < t0.getTime()) start = utc(year + 1, h.date[0], h.date[1]);
          let stop = utc(start.getUTCFullYear(), h2.date[0], h2.date[1]);
          if (stop.getTime() < start.getTime()) stop = utc(start.getUTCFullYear() + 1, h2.date[0], h2.date[1]);
          span = { startDate: iso(start), endDate: iso(stop), days: daysBetweenDates(start, stop) };
          claim(ws[i].start, ws[i + n + m].end);
          break;
        }
        if (span) break;
      }
      claim(ws[i].start, end);
      holiday = h;
      break;
    }
  }

  // 1b. "cette fin de semaine", "la fin de semaine prochaine", "le week-end prochain": a weekend's dates
  for (let i = 0; i < ws.length && !span; i++) {
    const isFin = ws[i].norm === 'fin' && ws[i + 1]?.norm === 'de' && ws[i + 2]?.norm === 'semaine';
    const isWe = ws[i].norm === 'week' && ws[i + 1]?.norm === 'end';
    if (!isFin && !isWe) continue;
    const last = i + (isFin ? 2 : 1);
    const before = ws[i - 1]?.norm;
    const after = ws[last + 1]?.norm;
    const next = after === 'prochaine' || after === 'prochain' || before === 'prochaine' || before === 'prochain';
    if (!next && before !== 'cette' && before !== 'ce' && before !== 'la' && before !== 'le') continue;
    const sat = addDays(t0, (6 - t0.getUTCDay() + 7) % 7 + (next ? 7 : 0));
    claim(ws[before === 'cette' || before === 'ce' || before === 'la' || before === 'le' || next ? Math.max(0, i - 1) : i].start, ws[next && (after === 'prochaine' || after === 'prochain') ? last + 1 : last].end);
    span = { startDate: iso(sat), endDate: iso(addDays(sat, 1)), days: 2 };
  }

  // 2. explicit dates (chrono, English then French); lengths written as offsets ("3 days") are not dates
  const parsers = opts.french ? [chrono.fr, chrono.en] : [chrono.en, chrono.fr];
  // chrono's results count only when they look like a date (DATEY): a sentence without any such
  // word has none, and is not parsed twice for nothing
  const datey = DATEY.test(prompt.toLowerCase());
  // weekday abbreviations chrono does not know ("tues", "thurs", "weds"), written over in place with
  // ones it does, padded to the same length so its indices stay the sentence's
  const forChrono = prompt.replace(/\b(tues|thurs?|weds)\b/gi, (w) => ({ tues: 'tue', thur: 'thu', thurs: 'thu', weds: 'wed' })[w.toLowerCase()]!.padEnd(w.length, ' '));
  for (const parser of datey ? parsers : []) {
    if (span) break;
    const results = parser.parse(forChrono, t0, { forwardDate: true });
    for (const [k, r] of results.entries()) {
      const text = r.text.toLowerCase();
      if (taken(r.index, r.index + r.text.length)) continue;
      // a date names a month, a weekday or a day relative to today; lengths ("3 days", "a week") and
      // bare numbers ("Route 66", "at 5") are not dates, and a bare "weekend" is a length
      if (!DATEY.test(text)) continue;
      // a piece of a hyphenated name is no date ("Sept-Îles" is no September)
      if (/[-\p{L}]/u.test(prompt[r.index - 1] ?? '') || r.text.endsWith('-') || /^[-\p{L}]/u.test(prompt.slice(r.index + r.text.length))) continue;
      const dayKnown = r.start.isCertain('day') || r.start.isCertain('weekday') || /weekend|tomorrow|today|tonight|demain|semaine/.test(text);
      if (!dayKnown) {
        // "in July": a month only says when, not how long; the words are claimed so they are not a place
        claim(r.index, r.index + r.text.length);
        continue;
      }
      const start = r.start.date();
      let s = utc(start.getFullYear(), start.getMonth(), start.getDate());
      let e = s;
      if (r.end) {
        const end = r.end.date();
        e = utc(end.getFullYear(), end.getMonth(), end.getDate());
      } else if (/weekend|fin de semaine|week-end/.test(text)) {
        // chrono gives a weekend's Saturday: the trip is Saturday and Sunday
        if (s.getUTCDay() === 6) e = addDays(s, 1);
      }
      let endChar = r.index + r.text.length;
      // "march 14th through the 17th", "May 3 to the 6th": the end day chrono left
      const rest = prompt.slice(endChar);
      const tail = /^\s*(?:-|–|to|through|thru|till|until|au|jusqu'au)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th|er|e)?\b/i.exec(rest);
      if (!r.end && tail) {
        const d = Number(tail[1]);
        if (d >= s.getUTCDate() && d <= 31) {
          e = utc(s.getUTCFullYear(), s.getUTCMonth(), d);
          endChar += tail[0].length;
        }
      }
      // "leaving tomorrow, back Sunday": a later date the words name as the return ends the trip
      const back = results.slice(k + 1).find((r2) => r2.start.isCertain('day') || r2.start.isCertain('weekday'));
      if (!r.end && !tail && back && RETURN_WORDS.test(forChrono.slice(endChar, back.index))) {
        const b = back.start.date();
        const be = utc(b.getFullYear(), b.getMonth(), b.getDate());
        if (be.getTime() > s.getTime() && daysBetweenDates(s, be) <= 21) {
          e = be;
          endChar = back.index + back.text.length;
        }
      }
      // "tuesday to thursday next week": chrono puts only the end in next week; a range of weekdays
      // is one week's days
      if (r.end && r.start.isCertain('weekday') && r.end.isCertain('weekday') && daysBetweenDates(s, e) > 7) {
        s = addDays(e, -((e.getUTCDay() - s.getUTCDay() + 7) % 7));
      }
      if (e.getTime() < s.getTime()) [s, e] = [e, s];
      claim(r.index, endChar);
      span = { startDate: iso(s), endDate: iso(e), days: daysBetweenDates(s, e) };
      break;
    }
  }

  // 3. day ranges chrono leaves ("from the 12th to the 15th", "du 12 au 15")
  if (!span) {
    for (let i = 0; i < ws.length; i++) {
      const a = ORDINAL.exec(ws[i].norm);
      if (!a || taken(ws[i].start, ws[i].end)) continue;
      const prevWord = ws[i - 1]?.norm;
      const isOrdinal = !!a[2] || prevWord === 'the' || prevWord === 'du' || prevWord === 'le';
      let j = i + 1;
      if (!['to', 'through', 'thru', 'till', 'until', 'au', 'and'].includes(ws[j]?.norm ?? '')) continue;
      j++;
      if (ws[j]?.norm === 'the' || ws[j]?.norm === 'le') j++;
      const b = ORDINAL.exec(ws[j]?.norm ?? '');
      if (!b || !isOrdinal || !(b[2] || ws[j - 1]?.norm === 'the' || ws[j - 1]?.norm === 'au')) continue;
      const da = Number(a[1]);
      const db = Number(b[1]);
      // "from the 30th to the 2nd" runs into the next month
      const wraps = db < da && da >= 20 && db <= 10;
      if (da < 1 || da > 31 || db > 31 || (db < da && !wraps)) continue;
      let s = utc(t0.getUTCFullYear(), t0.getUTCMonth(), da);
      if (s.getTime() < t0.getTime()) s = utc(t0.getUTCFullYear(), t0.getUTCMonth() + 1, da);
      const e = utc(s.getUTCFullYear(), s.getUTCMonth() + (wraps ? 1 : 0), db);
      claim(ws[prevWord === 'from' || prevWord === 'du' || prevWord === 'the' ? i - 1 : i].start, ws[j].end);
      span = { startDate: iso(s), endDate: iso(e), days: daysBetweenDates(s, e) };
      break;
    }
  }

  // 4. lengths ("3 days", "2 nights", "a week", "long weekend", "trois jours", "une fin de semaine")
  let length: number | undefined;
  for (let i = 0; i < ws.length && length === undefined; i++) {
    const w = ws[i];
    if (taken(w.start, w.end)) continue;
    const set = (days: number, from: number, to: number) => {
      length = days;
      claim(ws[from].start, ws[to].end);
    };
    const n = num(w.norm);
    if (n !== undefined) {
      let j = i + 1;
      while (ws[j] && (['of', 'full', 'whole', 'de', 'pleins', 'pleines', 'more'].includes(ws[j].norm) || MOOD_WORDS.has(ws[j].norm))) j++;
      const unit = ws[j]?.norm;
      if (unit === undefined) continue;
      if (/^(day|days|jour|jours|journee|journees)$/.test(unit)) set(n, i, j);
      else if (/^(hour|hours|hrs|hr|heure|heures)$/.test(unit)) set(1, i, j);
      else if (/^(night|nights|nuit|nuits|nite|nites)$/.test(unit)) set(n + 1, i, j);
      else if (/^(week|weeks|semaine|semaines)$/.test(unit)) set(n * 7, i, j);
      else if (/^(weekend|weekends)$/.test(unit)) set(2 * n, i, j);
      else if (unit === 'fin' && ws[j + 1]?.norm === 'de' && ws[j + 2]?.norm === 'semaine') set(2, i, j + 2);
      else if (/^(long|longue)$/.test(unit) && ws[j + 1]?.norm === 'weekend') set(3, i, j + 1);
      continue;
    }
    const prev = ws[i - 1]?.norm;
    const next = ws[i + 1]?.norm;
    if (w.norm === 'weekend' || w.norm === 'weekends' || (w.norm === 'week' && next === 'end')) {
      const long = prev === 'long' || prev === 'longue';
      set(long ? 3 : 2, long ? i - 1 : i, w.norm === 'week' ? i + 1 : i);
    } else if (w.norm === 'fin' && next === 'de' && ws[i + 2]?.norm === 'semaine') {
      // "une longue fin de semaine", "une fin de semaine longue"
      const longAfter = ws[i + 3]?.norm === 'longue';
      const long = prev === 'longue' || prev === 'long' || longAfter;
      set(long ? 3 : 2, long && !longAfter ? i - 1 : i, longAfter ? i + 3 : i + 2);
    } else if (w.norm === 'daytrip' || (w.norm === 'day' && (next === 'trip' || next === 'loop'))) set(1, i, w.norm === 'day' ? i + 1 : i);
    else if (w.norm === 'overnight' || w.norm === 'overnighter') set(2, i, i);
    else if (w.norm === 'fortnight') set(14, i, i);
    else if (w.norm === 'weeklong' || (w.norm === 'week' && prev === 'a' && next === 'long')) set(7, i, i);
    else if (w.norm === 'afternoon' || w.norm === 'today' || w.norm === 'tonight' || w.norm === 'journee') set(1, i, i);
    // "ce soir", "cet apres-midi", "aujourd'hui": this one day
    else if ((w.norm === 'soir' || w.norm === 'apres') && (prev === 'ce' || prev === 'cet')) set(1, i - 1, w.norm === 'apres' && next === 'midi' ? i + 1 : i);
    else if (w.norm === "aujourd'hui") set(1, i, i);
    // "a couple hours", "a few hours", "couple of hours": part of a day
    else if (/^(hours|hrs)$/.test(w.norm) && /^(couple|few|several|of)$/.test(prev ?? '')) set(1, prev === 'of' && /^(couple|few)$/.test(ws[i - 2]?.norm ?? '') ? i - 2 : i - 1, i);
  }

  if (span && length !== undefined && span.days === 1 && length > 1) {
    // "4 nights starting June 2": the start from the date, the length from the words
    const s = new Date(`${span.startDate}T00:00:00Z`);
    span = { startDate: span.startDate, endDate: iso(addDays(s, length - 1)), days: length };
  } else if (!span && length !== undefined) {
    span = { days: length };
  }
  return { span, holiday, ranges };
}

/** The trip's span for a holiday, once the trip's country is known. */
export function holidaySpan(h: Holiday, today: Date, country: 'US' | 'CA'): DateSpan {
  const t0 = utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const { start, end } = h.span(t0, country);
  return { startDate: iso(start), endDate: iso(end), days: daysBetweenDates(start, end) };
}

/** Inclusive day count between two ISO dates ("2026-05-01".."2026-05-03" is 3), or null. */
export function daysBetween(startDate?: string | null, endDate?: string | null): number | null {
  if (!startDate || !endDate) return null;
  const a = Date.parse(startDate.slice(0, 10));
  const b = Date.parse(endDate.slice(0, 10));
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return null;
  return Math.round((b - a) / DAY_MS) + 1;
}
