import type { RoomPart, RoomQuestionSummary, RoomStudentView } from '../../shared/rooms';
import { courseProgress } from '../../shared/course-progress';
import { useIslandEnv } from '../island-env';
import { formatPoints } from './RoomResultsTable';

/**
 * A course room's progress (docs/learning-rooms.md, "Courses"): students × the course's
 * interactives, each cell the questions answered and the points; the last row the class — how
 * many students finished each interactive.
 */
export function CourseProgressTable({ parts, questions, students }: { parts: RoomPart[]; questions: RoomQuestionSummary[]; students: RoomStudentView[] }) {
  const { t } = useIslandEnv();
  const progress = courseProgress(parts, questions, students);
  return (
    <div className="room-table-wrap course-progress-wrap" tabIndex={0} role="region" aria-label={t('new-interactive:courses.progress.label')}>
      <table className="room-table course-progress">
        <thead>
          <tr>
            <th scope="col">{t('new-interactive:rooms.table.student')}</th>
            {parts.map((part, index) => (
              <th scope="col" key={part.interactiveId + ':' + index}>
                {index + 1}. {part.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((s, row) => (
            <tr key={s.id} data-student={s.nickname}>
              <th scope="row">{s.nickname}</th>
              {progress.students[row]!.parts.map((cell, index) => (
                <td key={index} className={cell.answered === cell.total ? 'room-cell-right' : cell.answered > 0 ? 'room-cell-part' : 'room-cell-open'} data-part={index + 1}>
                  {t('new-interactive:courses.progress.answered', { done: cell.answered, total: cell.total })}
                  <br />
                  <span className="room-max">{t('new-interactive:courses.progress.points', { points: formatPoints(cell.points), max: formatPoints(cell.max) })}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-class>
            <th scope="row">{t('new-interactive:courses.progress.class')}</th>
            {progress.finished.map((count, index) => (
              <td key={index}>{t('new-interactive:courses.progress.finished', { done: count, total: students.length })}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
