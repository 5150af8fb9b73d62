import type { RoomQuestionSummary, RoomStudentView } from '../../shared/rooms';
import { useIslandEnv } from '../island-env';

/** Points as the page shows them: at most two decimals, no trailing zeros. */
export const formatPoints = (points: number) => String(Math.round(points * 100) / 100);

/**
 * Students × questions: each cell the points of the stored answer (empty while unanswered), a
 * row's total, and whether the student is connected. A scrolling table on phones.
 */
export function RoomResultsTable({ questions, students }: { questions: RoomQuestionSummary[]; students: (RoomStudentView & { points: number; max: number })[] }) {
  const { t } = useIslandEnv();
  return (
    <div className="room-table-wrap" tabIndex={0} role="region" aria-label={t('new-interactive:rooms.table.label')}>
      <table className="room-table">
        <thead>
          <tr>
            <th scope="col">{t('new-interactive:rooms.table.student')}</th>
            {questions.map((q, index) => (
              <th scope="col" key={q.id} title={q.prompt}>
                <abbr title={q.prompt}>{t('new-interactive:rooms.table.question', { n: index + 1 })}</abbr>
              </th>
            ))}
            <th scope="col">{t('new-interactive:rooms.table.total')}</th>
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <tr key={s.id} data-student={s.nickname}>
              <th scope="row">
                <span className={`room-dot${s.online ? ' room-dot-on' : ''}`} aria-hidden="true" />
                {s.nickname}
                <span className="visually-hidden">{s.online ? t('new-interactive:rooms.table.online') : t('new-interactive:rooms.table.offline')}</span>
              </th>
              {questions.map((q) => {
                const score = s.scores[q.id];
                return (
                  <td key={q.id} className={score ? (score.correct ? 'room-cell-right' : score.points > 0 ? 'room-cell-part' : 'room-cell-wrong') : 'room-cell-open'} data-question={q.id}>
                    {score ? formatPoints(score.points) : <span aria-label={t('new-interactive:rooms.table.unanswered')}>–</span>}
                  </td>
                );
              })}
              <td className="room-total" data-total>
                {t('new-interactive:rooms.table.points', { points: formatPoints(s.points), max: formatPoints(s.max) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
