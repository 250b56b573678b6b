import { type Pair, pairs } from './prng'

/** Festival items by interest slug; 64 titles, the demo uses 60. No colons inside a pair. */
export const FESTIVAL_TITLES: Record<string, Pair[]> = {
  music: pairs(`Концерт «Звуки Волги»:Sounds of the Volga concert|Джазовый вечер с биг-бендом «Полдень»:Jazz night with the Polden Big Band|
Электронный сет «Полярное сияние»:Aurora electronic set|Камерный оркестр исполняет музыку композиторов Татарстана:A chamber orchestra plays composers of Tatarstan|
Этно-фолк — новые голоса:Ethno-folk — new voices|Хоровой концерт «Зимние песни»:Winter Songs choir concert|
Ночной концерт молодых артистов:Late-night showcase of young artists|Органная музыка и видеоарт:Organ music and video art`),
  cinema: pairs(`Короткие фильмы молодых режиссёров:Short films by young directors|Ретроспектива татарской анимации:A retrospective of Tatar animation|
Документальный фильм «Город мастеров» и встреча с авторами:City of Masters documentary and Q&A|Ночь кино — фантастика:Cinema night — science fiction|
Премьера анимационного сериала «Лисёнок и звёзды»:Premiere of the animated series The Little Fox and the Stars|Немое кино с живой музыкой:Silent film with live music|
Фильмы о креативных городах:Films about creative cities|Фильмы выпускников питч-сессий прошлых лет:Films from past pitch-session alumni`),
  theatre: pairs(`Спектакль «Сказки Тукая»:Tales of Tukay performance|Иммерсивный спектакль «Ночной музей»:Night Museum immersive performance|
Читка новой пьесы:Staged reading of a new play|Театр кукол для взрослых:Puppet theatre for adults|Вечер импровизации:Improv theatre night|
Пластический спектакль «Вода»:Water — a physical theatre piece|Моноспектакль «Письма»:Letters — a one-man show|Театральная лаборатория — показ эскизов:Theatre lab — sketches on stage`),
  exhibitions: pairs(`Выставка «Новая татарская графика»:New Tatar Graphics exhibition|Экскурсия по выставке медиаискусства:Guided tour of the media art exhibition|
Выставка промышленного дизайна «Сделано здесь»:Made Here industrial design exhibition|Фотовыставка «Люди креативных индустрий»:People of the Creative Industries photo exhibition|
Вернисаж молодых художников:Young artists' vernissage|Плакаты фестиваля за пять лет:Five years of festival posters|
Инсталляция «Свет и шёлк»:Light and Silk installation|Кураторская экскурсия «Архитектура Казани XX века»:Curator's tour of 20th-century Kazan architecture`),
  literature: pairs(`Поэтический вечер на двух языках:A bilingual poetry evening|Встреча с авторами комиксов:Meet the comic artists|Литературный квиз:Literary quiz|
Новые книги издательств Поволжья:New books from Volga region publishers|Громкие чтения для детей:Reading aloud for children|Открытый микрофон:Open mic|
Лекция-перформанс о книжной иллюстрации:A lecture-performance on book illustration|Ночь поэзии:Poetry night`),
  food: pairs(`Гастроужин «Вкус Поволжья»:Taste of the Volga dinner|Дегустация чак-чака от разных мастеров:Chak-chak tasting|
Шеф-повара готовят вместе:Chefs' cook-along|Мастер-класс по выпечке эчпочмаков:Baking echpochmak|Чайная церемония по-татарски:A Tatar tea ceremony|
Маркет локальных продуктов:Local food market|Кофейный баттл:Coffee battle|Ужин-спектакль:Dinner theatre`),
  dance: pairs(`Вечер современной хореографии:An evening of contemporary choreography|Танцевальный баттл:Dance battle|
Открытый урок народного танца:Open folk dance class|Спектакль «Полёт» театра танца «Эхо»:Flight by the Echo Dance Theatre|
Вечеринка социальных танцев:Social dance party|Бальный вечер:Ballroom evening|Хореографическая лаборатория — показ:Choreography lab showing|Танец и видеоарт:Dance and video art`),
  family: pairs(`Семейный квест по выставке:A family quest through the exhibition|Мастерская юного дизайнера:Young designers' workshop|
Кукольный спектакль для малышей:Puppet show for little ones|Мультфильмы и анимационный мастер-класс:Cartoons and an animation workshop|
Лаборатория звуков для детей:Sound lab for kids|Семейный концерт:Family concert|Собираем робота — мастерская для детей:Build-a-robot workshop for kids|
Рисуем город — детская мастерская:Draw the city — a kids' workshop`),
}

/** A second paragraph for each interest's items. */
export const FESTIVAL_NOTES: Record<string, Pair> = {
  music: ['Живой звук, удобные места в партере и зона стоячего партера у сцены.', 'Live sound, seated stalls and a standing area by the stage.'],
  cinema: ['Показ на большом экране с субтитрами на русском и английском.', 'Shown on the big screen with Russian and English subtitles.'],
  theatre: ['После спектакля — короткий разговор с режиссёром и актёрами.', 'A short talk with the director and cast follows the performance.'],
  exhibitions: ['Экспозиция открыта все дни фестиваля; экскурсии начинаются по расписанию.', 'The exhibition is open every day of the festival; tours start on schedule.'],
  literature: ['Книги участников можно будет купить и подписать у авторов.', 'Books by the participants will be on sale, and the authors will sign them.'],
  food: ['Количество мест ограничено: приходите заранее.', 'Places are limited: please come early.'],
  dance: ['Подходит и для зрителей, и для тех, кто хочет потанцевать.', 'For those who want to watch and those who want to dance.'],
  family: ['Для детей от пяти лет вместе с родителями.', 'For children aged five and up with their parents.'],
}
