import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { Tooltip, useTooltip } from '@visx/tooltip';
import type { FocusEvent, MouseEvent } from 'react';
import { t } from '../../../shared/i18n/messages';
import { formatPercent } from './percent';
import colors from './profitColors.module.css';
import { profitShares, shareText, type ProfitShare } from './profitShares';
import styles from './ProfitChart.module.css';

const SIZE = 280;
const RADIUS = SIZE / 2;

/**
 * The profit split as a pie (visx; loaded on its own, only by the about page). Each slice can be
 * hovered or focused to show its tooltip; the figure's caption carries the same data as text.
 */
export function ProfitChart() {
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<ProfitShare>();

  return (
    <div className={styles.chart}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={styles.svg} role="group" aria-label={t('about.profit.chart')}>
        <Group top={RADIUS} left={RADIUS}>
          <Pie
            data={[...profitShares]}
            pieValue={(share) => share.percent}
            outerRadius={RADIUS - 4}
            pieSort={null}
            pieSortValues={null}
          >
            {(pie) =>
              pie.arcs.map((arc) => {
                const [x, y] = pie.path.centroid(arc);
                // The tooltip sits on the slice's centre, in pixels of the drawn (possibly scaled) chart.
                const show = (event: MouseEvent<SVGPathElement> | FocusEvent<SVGPathElement>) => {
                  const drawn = event.currentTarget.ownerSVGElement?.getBoundingClientRect().width || SIZE;
                  const scale = drawn / SIZE;
                  showTooltip({ tooltipData: arc.data, tooltipLeft: (RADIUS + x) * scale, tooltipTop: (RADIUS + y) * scale });
                };
                return (
                  <g key={arc.data.id} className={colors[arc.data.id]}>
                    <path
                      d={pie.path(arc) ?? undefined}
                      className={styles.slice}
                      tabIndex={0}
                      role="img"
                      aria-label={shareText(arc.data)}
                      onMouseEnter={show}
                      onMouseLeave={hideTooltip}
                      onFocus={show}
                      onBlur={hideTooltip}
                    />
                    <text x={x} y={y} className={styles.percent} aria-hidden="true">
                      {formatPercent(arc.data.percent)}
                    </text>
                  </g>
                );
              })
            }
          </Pie>
        </Group>
      </svg>
      {tooltipOpen && tooltipData && (
        <Tooltip
          left={tooltipLeft}
          top={tooltipTop}
          offsetLeft={0}
          offsetTop={0}
          className={styles.tooltip}
          unstyled
          role="tooltip"
        >
          {shareText(tooltipData)}
        </Tooltip>
      )}
    </div>
  );
}
