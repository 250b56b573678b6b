import { type Pair, pairs } from './prng'

/** Russian and Tatar given names with the transliterations their owners usually use. */
export const MALE_NAMES = pairs(`Александр:Alexander|Дмитрий:Dmitry|Максим:Maxim|Сергей:Sergey|Андрей:Andrey|
Алексей:Alexey|Артём:Artyom|Илья:Ilya|Кирилл:Kirill|Михаил:Mikhail|Никита:Nikita|Матвей:Matvey|Роман:Roman|
Егор:Egor|Иван:Ivan|Павел:Pavel|Тимур:Timur|Руслан:Ruslan|Олег:Oleg|Владимир:Vladimir|Евгений:Evgeny|
Константин:Konstantin|Григорий:Grigory|Фёдор:Fyodor|Ильдар:Ildar|Айдар:Aidar|Марат:Marat|Рустам:Rustam|
Булат:Bulat|Камиль:Kamil|Денис:Denis|Антон:Anton|Глеб:Gleb|Ярослав:Yaroslav|Лев:Lev`)

export const FEMALE_NAMES = pairs(`Анна:Anna|Мария:Maria|Елена:Elena|Ольга:Olga|Наталья:Natalya|Екатерина:Ekaterina|
Татьяна:Tatyana|Ирина:Irina|Светлана:Svetlana|Юлия:Yulia|Дарья:Darya|Алина:Alina|Ксения:Ksenia|Полина:Polina|
Виктория:Victoria|Анастасия:Anastasia|Софья:Sofya|Вера:Vera|Алсу:Alsu|Гульнара:Gulnara|Диляра:Dilyara|
Лейла:Leila|Валерия:Valeria|Евгения:Evgenia|Камила:Kamila|Регина:Regina|Эльмира:Elmira|Марина:Marina|
Надежда:Nadezhda|Василиса:Vasilisa|Зарина:Zarina|Лилия:Liliya|Карина:Karina|Ульяна:Ulyana|Жанна:Zhanna`)

/** Surnames in the masculine form; the feminine adds -а / -a (all of these end in -ов, -ев, -ин). */
export const SURNAMES = pairs(`Иванов:Ivanov|Смирнов:Smirnov|Кузнецов:Kuznetsov|Попов:Popov|Волков:Volkov|
Соколов:Sokolov|Лебедев:Lebedev|Козлов:Kozlov|Новиков:Novikov|Морозов:Morozov|Петров:Petrov|Соловьёв:Solovyov|
Васильев:Vasiliev|Зайцев:Zaitsev|Павлов:Pavlov|Семёнов:Semyonov|Голубев:Golubev|Виноградов:Vinogradov|
Богданов:Bogdanov|Воробьёв:Vorobyov|Фёдоров:Fyodorov|Михайлов:Mikhailov|Беляев:Belyaev|Тарасов:Tarasov|
Белов:Belov|Комаров:Komarov|Орлов:Orlov|Киселёв:Kiselyov|Макаров:Makarov|Андреев:Andreev|Ковалёв:Kovalyov|
Ильин:Ilyin|Гусев:Gusev|Титов:Titov|Кузьмин:Kuzmin|Кудрявцев:Kudryavtsev|Баранов:Baranov|Куликов:Kulikov|
Алексеев:Alekseev|Степанов:Stepanov|Яковлев:Yakovlev|Сорокин:Sorokin|Сергеев:Sergeev|Романов:Romanov|
Захаров:Zakharov|Борисов:Borisov|Королёв:Korolyov|Герасимов:Gerasimov|Пономарёв:Ponomaryov|Григорьев:Grigoriev|
Лазарев:Lazarev|Медведев:Medvedev|Ершов:Ershov|Никитин:Nikitin|Соболев:Sobolev|Рябов:Ryabov|Поляков:Polyakov|
Цветков:Tsvetkov|Данилов:Danilov|Жуков:Zhukov|Фролов:Frolov|Журавлёв:Zhuravlyov|Николаев:Nikolaev|
Крылов:Krylov|Максимов:Maximov|Сидоров:Sidorov|Осипов:Osipov|Белоусов:Belousov|Федотов:Fedotov|
Дорофеев:Dorofeev|Егоров:Egorov|Матвеев:Matveev|Бобров:Bobrov|Дмитриев:Dmitriev|Калинин:Kalinin|
Анисимов:Anisimov|Петухов:Petukhov|Антонов:Antonov|Тимофеев:Timofeev|Никифоров:Nikiforov|Веселов:Veselov|
Филиппов:Filippov|Марков:Markov|Большаков:Bolshakov|Суханов:Sukhanov|Миронов:Mironov|Ширяев:Shiryaev|
Александров:Alexandrov|Коновалов:Konovalov|Шестаков:Shestakov|Казаков:Kazakov|Ефимов:Efimov|Денисов:Denisov|
Громов:Gromov|Фомин:Fomin|Давыдов:Davydov|Мельников:Melnikov|Щербаков:Shcherbakov|Блинов:Blinov|
Колесников:Kolesnikov|Карпов:Karpov|Афанасьев:Afanasiev|Власов:Vlasov|Маслов:Maslov|Исаков:Isakov|
Тихонов:Tikhonov|Аксёнов:Aksyonov|Гаврилов:Gavrilov|Родионов:Rodionov|Котов:Kotov|Горбунов:Gorbunov|
Быков:Bykov|Зуев:Zuev|Третьяков:Tretyakov|Савельев:Saveliev|Панов:Panov|Рыбаков:Rybakov|Суворов:Suvorov|
Абрамов:Abramov|Воронов:Voronov|Мухин:Mukhin|Архипов:Arkhipov|Трофимов:Trofimov|Мартынов:Martynov|
Емельянов:Emelyanov|Горшков:Gorshkov|Чернов:Chernov|Овчинников:Ovchinnikov|Селезнёв:Seleznyov|
Панфилов:Panfilov|Копылов:Kopylov|Михеев:Mikheev|Галкин:Galkin|Назаров:Nazarov|Лобанов:Lobanov|Лукин:Lukin|
Потапов:Potapov|Некрасов:Nekrasov|Хохлов:Khokhlov|Жданов:Zhdanov|Наумов:Naumov|Шилов:Shilov|
Воронцов:Vorontsov|Ермаков:Ermakov|Дроздов:Drozdov|Игнатьев:Ignatiev|Савин:Savin|Логинов:Loginov|
Сафонов:Safonov|Капустин:Kapustin|Кириллов:Kirillov|Моисеев:Moiseev|Елисеев:Eliseev|Костин:Kostin|
Орехов:Orekhov|Ефремов:Efremov|Исаев:Isaev|Евдокимов:Evdokimov|Кабанов:Kabanov|Носков:Noskov|Юдин:Yudin|
Кулагин:Kulagin|Лапин:Lapin|Прохоров:Prokhorov|Нестеров:Nesterov|Харитонов:Kharitonov|Агафонов:Agafonov|
Муравьёв:Muravyov|Ларионов:Larionov|Зимин:Zimin|Пахомов:Pakhomov|Шубин:Shubin|Филатов:Filatov|
Крюков:Kryukov|Рогов:Rogov|Терентьев:Terentiev|Молчанов:Molchanov|Гришин:Grishin|Кононов:Kononov|
Ситников:Sitnikov|Симонов:Simonov|Мишин:Mishin|Фадеев:Fadeev|Носов:Nosov|Гуляев:Gulyaev|Шаров:Sharov|
Устинов:Ustinov|Евсеев:Evseev|Брагин:Bragin|Корнилов:Kornilov|Авдеев:Avdeev|Бирюков:Biryukov|
Хабибуллин:Khabibullin|Гарипов:Garipov|Сафин:Safin|Валиев:Valiev|Зарипов:Zaripov|Шарипов:Sharipov|
Нуриев:Nuriev|Галиев:Galiev|Ахметов:Akhmetov|Латыпов:Latypov|Закиров:Zakirov|Гильмутдинов:Gilmutdinov|
Ибрагимов:Ibragimov|Файзуллин:Faizullin|Хайруллин:Khairullin|Юсупов:Yusupov|Садыков:Sadykov|
Мингазов:Mingazov|Сабиров:Sabirov|Гатауллин:Gataullin|Миннахметов:Minnakhmetov|Каримов:Karimov`)

/** Fictional organizations: a kind of body (nominative, genitive, English) and a name. */
export const ORG_KINDS: Record<string, ReadonlyArray<readonly [string, string, string]>> = {
  design: [['Студия', 'студии', 'Studio'], ['Дизайн-бюро', 'дизайн-бюро', 'Design Bureau']],
  fashion: [['Бренд', 'бренда', 'Wear'], ['Дом моды', 'дома моды', 'Fashion House']],
  music: [['Лейбл', 'лейбла', 'Records'], ['Продюсерский центр', 'продюсерского центра', 'Music Production']],
  film: [['Киностудия', 'киностудии', 'Film Studio'], ['Анимационная студия', 'анимационной студии', 'Animation']],
  games: [['Игровая студия', 'игровой студии', 'Games'], ['Издательство игр', 'издательства игр', 'Game Publishing']],
  architecture: [['Архитектурное бюро', 'архитектурного бюро', 'Architects'], ['Мастерская', 'мастерской', 'Studio']],
  publishing: [['Издательство', 'издательства', 'Publishers'], ['Книжный магазин', 'книжного магазина', 'Books']],
  media: [['Агентство', 'агентства', 'Agency'], ['Медиагруппа', 'медиагруппы', 'Media Group']],
  'performing-arts': [['Театр', 'театра', 'Theatre'], ['Компания', 'компании', 'Company']],
  crafts: [['Мастерская', 'мастерской', 'Workshop'], ['Артель', 'артели', 'Artel']],
  'creative-tech': [['Лаборатория', 'лаборатории', 'Lab'], ['Компания', 'компании', 'Tech']],
  gastronomy: [['Ресторан', 'ресторана', 'Restaurant'], ['Гастробюро', 'гастробюро', 'Food Bureau']],
}

export const ORG_NAMES = pairs(`Северный свет:Severny Svet|Вектор:Vector|Ковчег:Kovcheg|Параллель:Parallel|
Белый город:Bely Gorod|Зилант:Zilant|Итиль:Itil|Кама:Kama|Свияга:Sviyaga|Ладья:Ladya|Пиксель:Pixel|
Линия:Liniya|Кварта:Kvarta|Фокус:Fokus|Мозаика:Mozaika|Облако:Oblako|Сфера:Sfera|Контур:Kontur|
Берёста:Beryosta|Терем:Terem|Маяк:Mayak|Созвездие:Sozvezdie|Янтарь:Yantar|Гранат:Granat|Кедр:Kedr|
Пятый этаж:Pyaty Etazh|Старый двор:Stary Dvor|Бумажный журавль:Paper Crane|Тёплый свет:Tyoply Svet|
Новая волна:Novaya Volna|Синий кит:Blue Whale|Арка:Arka|Кадр:Kadr|Тюльпан:Tulip|Калфак:Kalfak|
Шамаиль:Shamail|Полдень:Polden|Ветер:Veter|Квадрат:Kvadrat|Орнамент:Ornament|Эхо:Echo|Жар-птица:Firebird`)

/** Positions: [ru, en]. Every industry adds its own in industries.ts. */
export const POSITIONS: Pair[] = pairs(`Основатель:Founder|Генеральный директор:CEO|Креативный директор:Creative Director|
Арт-директор:Art Director|Продюсер:Producer|Исполнительный продюсер:Executive Producer|
Руководитель проектов:Head of Projects|Куратор:Curator|Партнёр:Partner|Директор по развитию:Development Director|
Директор по маркетингу:Marketing Director|Руководитель направления:Head of Department|Сооснователь:Co-founder`)

export type { Pair }
