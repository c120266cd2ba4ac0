import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { t } from '../../../i18n/intl';

// Only what a bar chart needs, so the chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface SeatsByCategory {
  label: string;
  taken: number;
  total: number;
}

/**
 * Seats taken and still free per committee category, as stacked bars: loaded only when the
 * Dashboard tab shows it (chart.js stays out of the first bundle). The table beside it holds
 * the same numbers for screen readers.
 */
export const SeatsChart = ({ categories }: { categories: readonly SeatsByCategory[] }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const choice = getLanguageChoice();
    const rtl = choice.language === 'ar';
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: categories.map((category) => category.label),
        datasets: [
          { label: t('Seats taken'), data: categories.map((category) => category.taken), backgroundColor: '#0f827d', stack: 'seats' },
          {
            label: t('Seats free'),
            data: categories.map((category) => Math.max(category.total - category.taken, 0)),
            backgroundColor: '#dce3ec',
            stack: 'seats',
          },
        ],
      },
      options: {
        locale: localeOf(choice),
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { stacked: true, beginAtZero: true, ticks: { precision: 0 } }, y: { stacked: true } },
        plugins: { legend: { position: 'bottom', rtl }, tooltip: { rtl } },
      },
    });
    return () => chart.destroy();
  }, [categories]);
  return (
    <div className="event-dashboard__chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label={categories
          .map((category) =>
            t('{label}: {taken} of {total} seats taken', { label: category.label, taken: category.taken, total: category.total }),
          )
          .join(t('; '))}
      />
    </div>
  );
};
