import { Trans } from '@lingui/react/macro'

const PARTNERS_EMAIL = 'partners@horizon-forum.example'

/** What the forum offers a prospective partner, and how to start. Static: our own text. */
export function PartnershipOffer() {
  return (
    <>
      <section className="offer" aria-labelledby="audience-title">
        <h2 id="audience-title">
          <Trans>Кто приходит на форум</Trans>
        </h2>
        <ul className="offer__list">
          <li>
            <Trans>
              Предприниматели и руководители компаний креативного сектора: музыка, кино, игры, дизайн, мода, медиа.
            </Trans>
          </li>
          <li>
            <Trans>Представители федеральных и региональных органов власти, институтов развития и фондов.</Trans>
          </li>
          <li>
            <Trans>Инвесторы, продюсеры и дистрибьюторы, которые ищут новые проекты.</Trans>
          </li>
          <li>
            <Trans>Студенты и молодые специалисты — будущие сотрудники и клиенты.</Trans>
          </li>
        </ul>
      </section>

      <section className="offer" aria-labelledby="formats-title">
        <h2 id="formats-title">
          <Trans>Форматы партнёрства</Trans>
        </h2>
        <ul className="offer__formats">
          <li className="card">
            <h3>
              <Trans>Генеральный партнёр</Trans>
            </h3>
            <p>
              <Trans>
                Присутствие во всех коммуникациях форума, выступление на пленарной сессии, собственная площадка на
                выставке и аккредитации для команды.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Партнёр индустрии</Trans>
            </h3>
            <p>
              <Trans>
                Сессии деловой программы по вашей отрасли: вы предлагаете темы и спикеров, мы собираем аудиторию и
                модераторов.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Партнёр фестиваля</Trans>
            </h3>
            <p>
              <Trans>
                Концерт, показ или выставка в программе фестиваля под вашим брендом, с отдельным анонсом и трансляцией.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Информационный партнёр</Trans>
            </h3>
            <p>
              <Trans>
                Анонсы и репортажи в ваших медиа в обмен на аккредитацию журналистов и место в списке партнёров.
              </Trans>
            </p>
          </li>
        </ul>
      </section>

      <section className="offer" aria-labelledby="steps-title">
        <h2 id="steps-title">
          <Trans>Как стать партнёром</Trans>
        </h2>
        <ol className="offer__steps">
          <li>
            <Trans>
              Напишите нам на <a href={`mailto:${PARTNERS_EMAIL}`}>{PARTNERS_EMAIL}</a>: расскажите о компании и о том,
              какой формат вам интересен.
            </Trans>
          </li>
          <li>
            <Trans>В течение трёх рабочих дней мы пришлём презентацию с пакетами участия и их стоимостью.</Trans>
          </li>
          <li>
            <Trans>
              Вместе соберём программу вашего участия; договор заключается не позднее чем за месяц до форума.
            </Trans>
          </li>
        </ol>
      </section>
    </>
  )
}
