// Injected by PmTimelineWidthsChromiumTest into a COPY of a timeline page (the page itself has
// no script). Opens every <details>, then measures what the browser laid out and writes the
// verdict into a pre element with id "verdict": counts, then one line per problem.
//   - every SVG <text> lies inside its <svg>'s box (an svg clips what lies outside it);
//   - no two texts of one svg overlap;
//   - row labels (devices, CPU lanes, the overview's strategies) end before the time axis starts;
//   - every chart (svg) and table fits the window, or sits in a box with overflow-x auto or scroll
//     whose content is wider than the box (so the box shows a scroll bar), the box itself
//     inside the window; and the page as a whole does not scroll sideways.
addEventListener('load', () => {
  document.querySelectorAll('details').forEach(d => { d.open = true; });
  const problems = [];
  const slack = 1;
  const viewport = document.documentElement.clientWidth;
  const label = t => (t.firstChild && t.firstChild.nodeValue || '').slice(0, 60);
  const where = el => (el.closest('svg') && el.closest('svg').getAttribute('data-chart')) || el.tagName;
  const scroller = el => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      if (/^(auto|scroll)$/.test(getComputedStyle(e).overflowX)) {
        return e;
      }
    }
    return null;
  };
  let texts = 0;
  const fitting = {SVG: 0, TABLE: 0};
  const scrolling = {SVG: 0, TABLE: 0};
  const kind = el => el.tagName.toUpperCase();
  for (const el of document.querySelectorAll('svg, table')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) {
      problems.push('not drawn: ' + where(el));
      continue;
    }
    if (r.left >= -slack && r.right <= viewport + slack) {
      fitting[kind(el)]++;
      continue;
    }
    const box = scroller(el);
    if (!box) {
      problems.push('wider than the window, no scroll box: ' + where(el) + ' ' + Math.round(r.width) + ' px');
    } else if (!(box.scrollWidth > box.clientWidth)) {
      problems.push('scroll box without a bar: ' + where(el));
    } else if (box.getBoundingClientRect().right > viewport + slack) {
      problems.push('scroll box wider than the window: ' + where(el));
    } else {
      scrolling[kind(el)]++;
    }
  }
  if (document.documentElement.scrollWidth > viewport + slack) {
    problems.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + viewport);
  }
  for (const svg of document.querySelectorAll('svg')) {
    const s = svg.getBoundingClientRect();
    const axis = svg.querySelector('line.axis');
    const axisLeft = axis ? axis.getBoundingClientRect().left : Infinity;
    const boxes = [];
    for (const t of svg.querySelectorAll('text')) {
      texts++;
      const r = t.getBoundingClientRect();
      if (r.width === 0) {
        problems.push('empty text in ' + where(svg));
        continue;
      }
      if (r.left < s.left - slack || r.right > s.right + slack || r.top < s.top - slack || r.bottom > s.bottom + slack) {
        problems.push('cut by the chart edge: "' + label(t) + '" in ' + where(svg) + ' ' + JSON.stringify(
            [Math.round(r.left - s.left), Math.round(r.right - s.left), Math.round(s.width)]));
      }
      if (t.matches('.device, .lane, .strategy') && r.right > axisLeft + slack) {
        problems.push('row label runs into the chart: "' + label(t) + '" in ' + where(svg));
      }
      boxes.push([t, r]);
    }
    boxes.sort((a, b) => a[1].left - b[1].left);
    for (let i = 0; i < boxes.length; i++) {
      const [ti, a] = boxes[i];
      for (let j = i + 1; j < boxes.length && boxes[j][1].left < a.right - slack; j++) {
        const [tj, b] = boxes[j];
        if (Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack) {
          problems.push('texts overlap: "' + label(ti) + '" and "' + label(tj) + '" in ' + where(svg));
        }
      }
    }
  }
  const out = document.createElement('pre');
  out.id = 'verdict';
  out.textContent = 'viewport ' + viewport + '\ntexts ' + texts + '\ncharts fitting ' + fitting.SVG
      + '\ncharts scrolling ' + scrolling.SVG + '\ntables fitting ' + fitting.TABLE + '\ntables scrolling ' + scrolling.TABLE
      + '\nproblems ' + problems.length + '\n' + problems.slice(0, 40).join('\n') + '\n';
  document.body.appendChild(out);
});
