# The app's own words: the shell, the start screen, the dialogs, the kit, the files.
# Every message here is used by src/app (tests/i18n.rs checks both ways).

## Lists and moments
list-comma = { $a }, { $b }
list-and = { $a } and { $b }
time-unknown = at an unknown time

## Language
language-label = Language
language-tooltip = The language of every word on screen. The game stays as it is.
card-language-label = Card names
card-language-tooltip = The language your cards are printed in: a card is named as on your table.
card-language-follow = As the language
card-language-scope = Português renames the seven base cards printed in Brazil (Cobre, Prata, Ouro, Propriedade, Ducado, Província, Maldição); every other card keeps its English name.

command-primary = The big button
command-attack = Attack played
command-undo = Undo
command-redo = Redo
command-fullscreen = Full screen
command-zoom-in = Zoom in
command-zoom-out = Zoom out
command-zoom-reset = Normal size
command-help = Help
command-primary-tooltip = Does what the table does next (each mode says what that is).
command-attack-tooltip = A player played an Attack card: the automa takes a token, worth −1 point to it.
command-undo-tooltip = Take back the last action. The piles return exactly as they were.
command-redo-tooltip = Play the undone action again: it reveals the very same card.
command-fullscreen-tooltip = Fill the screen, for a display across the table.
command-zoom-in-tooltip = Make everything larger.
command-zoom-out-tooltip = Make everything smaller.
command-zoom-reset-tooltip = Go back to the size that fits the window.
command-help-tooltip = Show or hide this help: what each button does.

menu = Menu
tools-help = Help
tools-theme = Light / dark
tools-theme-tooltip = Switch between the dark and the light theme.
tools-text-size = Text size
tools-text-size-tooltip = Larger or smaller text and buttons, in every mode, kept for next time.
tools-text-size-largest = The largest text this window holds.
tools-text-size-smallest = The smallest text size.
tools-text-size-normal = The text is at its normal size.
# The big button once a game is over, in every mode: the same words as the tools' button.
big-new-game = New game
tools-new-game = New game
tools-new-game-tooltip = Leave this game for the setup screen.
tools-save-as = Save as
tools-save-as-tooltip = Keep a named copy of this game to open later. (Every action is saved by itself.)
tools-results = Results
tools-results-tooltip = Every finished game, per kingdom, with the counts to try next.
tools-download = Download
tools-download-tooltip = This game as a file on this device, to keep or open elsewhere.
tools-open-file = Open a game file
tools-open-file-tooltip = A saved game file from this device.
tools-keep-screen-on = Keep the screen on
tools-keep-screen-on-tooltip = During a game the screen does not dim or lock.
tools-saved-games = Saved games
tools-saved-games-tooltip = Open or delete a game saved with "Save as".
back = Back
results-back-tooltip = Leave the results (Esc).

## The kit
history-label = { $command }: { $step }
with-keys = { $text } ({ $keys })
more-below = More below
more-below-label = More below: scroll down
dismiss = Dismiss
# A figure under its heading, where a table is a list of blocks (a phone): "Games: 3".
figure = { $label }: { $value }
dismiss-tooltip = Hide this message.

close-title = This game is not saved
close-text = If the window closes now, the game is lost.
close-keep = Keep the window open
close-anyway = Close and lose this game
elsewhere-lost-title = This game is now played in another window
elsewhere-title = This game is open in another window
elsewhere-lost-text = Another window took it over, so this one stopped: nothing more is saved from here.
elsewhere-text = One window plays a game at a time, so that no press is lost.
elsewhere-lost-how = Take it back to play it here (the other window stops), with every press made there.
elsewhere-how = Take it over to play it here (the other window stops), or leave it there.
elsewhere-take-back = Take it back here
elsewhere-take-over = Take it over here
elsewhere-leave = Back to the start screen
help-title = Keys
help-title-touch = What the buttons do
help-close = Close help
ask-no = No, keep playing
leave-title = Leave this game?
leave-keep = Keep playing
leave-confirm = Leave it: new game
leave-saved = It is not over. It stays saved: the start screen offers it under Resume, marked "left unfinished", until you forget it there.
leave-unsaved = It is not over, and it is not on disk: if you start a new game, this one is lost.

resume-in-progress = in progress
resume-over-unscored = over, points not entered
resume-left = left unfinished
resume-tooltip = Go on with this game, with its whole history.
forget-keep = Keep it
forget-yes-tooltip = It is no longer offered here. The file stays in the data folder's games/forgotten.
forget-tooltip = Stop offering this game. Its file is kept, never deleted.
save-as-title = Save this game as
save-as-text = Games are saved by themselves after every action; a named save is a copy to come back to.
save-as-name = Name of the saved game
cancel = Cancel
save = Save
saves-title = Saved games
close = Close
saves-none = No saved games yet. In a game, "Save as" keeps a named copy.
saves-no-name = (no name)
resume-button = Resume: { $game } ({ $status })
forget-yes = Yes, forget it
forget = Forget
summary = { $title }, { $progress }, { $who }, saved { $saved }
summary-solo = { $title }, { $progress }, saved { $saved }
saves-over = { $game }, over
saves-open = Open { $name }
saves-delete = Delete { $name }
saves-delete-yes = Yes, delete { $name }

## The shell's notices
forgotten = Forgotten: it is no longer offered. The file is kept as { $file }.
no-file-picker = No file picker: { $why }
no-data-folder-to-save = There is no data folder to save into: start the app with --data-dir FOLDER.
no-data-folder = Not saved: no data folder could be found for this user. Start the app with --data-dir FOLDER to keep games.
saved-as = Saved as "{ $name }" ({ $file }).
downloaded = Downloaded the game as { $file }.
download-failed = The game could not be downloaded: { $why }
taken-here = This game is played in this window now; the other window has stopped.
could-not-open = Could not open { $name }: { $why }.
# Said when another window saved this game after this one read it.
game-moved = This game was also played in another window, which saved it after this one opened it. Both are kept: the other window's game as it is, and this window's as a game of its own, saved apart (both are in Resume).
# Said as soon as another window saves the game on this table.
game-written-elsewhere = This game was just played on in another window: its newer game is there, and in Resume. A press here keeps this window's game apart, as a game of its own.

## The window
window-title = coop-automa: a Dominion table companion

## Files the app could not open (the file is always left as it is)
load-missing = There is no such file as { $file }: check the file's name and the folder it is in.
load-unreadable = { $file } cannot be read as a saved game: it may be damaged, cut short, or not a coop-automa file. The file was left as it is. (detail: { $detail })
load-refused = Could not open { $file }: { $why }. The file was left as it is.
fault-missing = there is no such file
fault-denied = this user may not read it
fault-not-read = it could not be read ({ $detail })
fault-not-a-file = it is not a file
fault-too-large = it is { $mb } MB, far larger than any saved game (at most { $max } MB): it is not a coop-automa save
fault-empty = it is empty
fault-not-text = it is not text (not UTF-8): it is not a coop-automa save
fault-unreadable = it cannot be read as a saved game: it may be damaged, cut short, or not a coop-automa file (detail: { $detail })
fault-not-a-save = it is RON, but not a coop-automa save (it has no "app" field and is not a game)
fault-newer-format = it was saved by a newer coop-automa (format version { $version }); this one reads up to version { $max }. Update the app to open it
fault-no-format-version = it has no valid format version
fault-unknown-mode = it is a game of the table mode "{ $mode }", which this coop-automa does not know (it knows { $known }). Update the app to open it
fault-newer-rules = its { $mode } was played under newer rules (rules version { $rules }); this coop-automa knows up to version { $max }. Update the app to open it
fault-other-program = it belongs to another program ("{ $app }"), not to coop-automa
fault-unplayable = it describes a game that cannot be played: { $detail }
fault-other-mode = it is a { $mode }, not a { $wanted }

## What the store could not do
problem-folder-not-made = Not saved: the data folder { $dir } cannot be made ({ $detail }). Start the app with --data-dir FOLDER to keep games.
problem-lock-not-opened = Not saved: { $file } cannot be opened ({ $detail }).
problem-folder-in-use = Not saved: another coop-automa is using the data folder { $dir }. Close it, or start this one with --data-dir OTHER-FOLDER.
folder-read-only = { $problem } Its games, saves and results are listed and open here, read only: nothing is written.
detail-read-only = the data folder is open here read only (see the banner above)
problem-folder-not-locked = Not saved: the data folder { $dir } cannot be locked ({ $detail }).
problem-not-serialized = Not saved: the game could not be written as RON: { $detail }.
problem-not-written = Not saved: { $detail }. The game goes on; saving is tried again after the next action.
problem-cannot-move-back = { $file } cannot be moved back: { $there } exists already.
problem-not-moved = { $file } could not be moved ({ $detail }).
problem-not-a-game = { $file } is not one of this data folder's games.
problem-name-taken = A saved game named "{ $name }" exists already: choose another name, or delete that one first.
problem-not-a-save = Only files in the saves folder can be deleted here.
problem-not-deleted = { $file } could not be deleted: { $detail }
problem-no-name = Type a name for the saved game first.
problem-name-too-long = That name is longer than { $max } characters: shorten it.
problem-name-has = A save name may hold letters, digits, spaces, '-' and '_', not '{ $bad }'.

## What the results log or a CSV export could not do
results-not-read = { $file } cannot be read ({ $detail }); it is left as it is.
results-not-recorded = The result was not recorded: { $file } cannot be read ({ $detail }), so it is left alone.
results-not-serialized = The result could not be written: { $detail }
results-not-written = The result was not recorded: { $detail }.
results-bad-lines = Some results in { $file } could not be read and are left as they are ({ $lines }).
results-bad-line = line { $line }: { $why }
results-line-not-text = not text (not UTF-8)
results-line-not-a-result = not a result ({ $detail })
csv-no-name = Type the name of the CSV file first, e.g. ~/coop-results.csv.
csv-is-folder = { $file } is a folder: add a file name, e.g. results.csv.
csv-not-csv = { $file } does not end in .csv: name a CSV file, e.g. results.csv.
csv-exists = { $file } exists already.
csv-not-made = The CSV text could not be made: { $detail }
csv-not-written = { $file } cannot be written ({ $detail }).

## Undo and redo
undone = Undone: { $step }
redone = Redone: { $step }

## Why a read, write, move or delete failed
detail-folder-not-made = the folder { $dir } cannot be made ({ $system })
detail-file-not-written = { $file } cannot be written ({ $system })
detail-file-there = a file is there
detail-no-file = no such file
detail-no-file-name = the path names no file
detail-no-browser-storage = this browser gives the page no storage (private mode may forbid it)
detail-browser-full = the browser's storage for this page is full: to make room, open Games and, under "Make room", keep only the results of old games; or forget games you no longer need there and delete them for good; or delete saved games in Saved games
detail-counter-not-kept = the write counter cannot be kept: { $system }
detail-bytes-missing = { $file } points at bytes that are missing
detail-not-read = it cannot be read: { $system }
detail-only-text = only text is kept in the browser's storage
detail-not-moved = it cannot be moved: { $system }
detail-not-deleted = it cannot be deleted: { $system }

## The web page, before the app has loaded
web-loading = Loading coop-automa…
# Followed by the browser's own error.
web-failed = coop-automa could not start in this browser:{" "}
web-description = Beside real cards: the automa of Top's two-player Dominion coop, the solo VP pyramid AI, and Dominion: Duel's life points and Curse Deck.
web-no-canvas = The page has no canvas for the app.
resumed = Resumed: { $game }.

## A saved game that cannot be played again under its rules
replay-start = its start is one no deal could give ({ $why })
replay-action = action { $number } ({ $action }) cannot be played: { $why }
replay-redo = an undone action ({ $action }) cannot be redone: { $why }
replay-undo = its undone actions cannot be taken back again: { $why }
opened = Opened { $name }.
language-button = Language: { $language }

# The results' CSV export, on every mode's Results screen.
export-label = Export to CSV file
export-replace-file = Replace that file
export = Export
exported =
    { $n ->
        [one] Exported { $n } result to { $path }.
       *[other] Exported { $n } results to { $path }.
    }
export-replace-ask = { $problem } Press "Replace that file" to write over it, or type another name.
export-tip = All results as a CSV file, to open in a spreadsheet.
export-report-label = Export the report to CSV file
report-copied = Report copied: paste it into a BoardGameGeek message.

# Backing up everything, and restoring a backup.
tools-backup = Backup

backup-title = Back up everything
backup-explain = One file with every game (in progress, over, left, forgotten), every save, the results of every mode and the settings. Open it with "Open a file" on any device to restore them there: a restore only adds, never deletes or replaces.
backup-file-label = Backup file
backup-no-data-folder = There is no data folder to restore into: start the app with --data-dir FOLDER.
reminder-title = Time for a backup
reminder-text =
    { $finished ->
        [one] { $finished } game finished here.
       *[other] { $finished } games finished here.
    } A backup kept somewhere else (another device, a cloud folder, a USB stick) brings every game and result back if this device is lost.
reminder-web = This browser may also clear the app's storage when space runs low.
reminder-later = Later
reminder-now = Back up now
storage-used = { $used } kept here, of about { $quota } this browser lets the app keep.
storage-nearly-full = { $used } kept here, of about { $quota } this browser lets the app keep: it is nearly full. Download a backup, then in Games, under "Make room", keep only the results of old games.
storage-not-kept = This browser has not promised to keep the app's storage: it may clear it when space runs low. Download a backup now and then.
settings-unread-text-browser = The table's saved settings could not be read, so it starts with the default ones. The old settings are kept in this browser's storage under { $key }.
settings-unread-text-file = The table's saved settings could not be read, so it starts with the default ones. The old settings are kept in { $file } under { $key }.
settings-unread-file = The settings file could not be read, so the table starts with the default settings. The old file is kept as { $file }.
settings-unread-stuck = The settings file { $file } could not be read, nor moved aside ({ $detail }). The table starts with the default settings and saves none until that file is mended or removed.
auto-backup-failed = The daily backup in the data folder's backups folder could not be made: { $why }
backup-table-label = This table's name (its results carry it, apart from a friend's)
backup-table-empty = Type a name for this table: its results carry it in the backup.
table-name-new = Table { $number }
tables-show = Results of:
tables-this = This table
tables-this-named = This table ({ $name })
tables-all =
    All tables (this one and { $others ->
        [one] { $others } other
       *[other] { $others } others
    })
backup-write = Back up
backup-written =
    Backed up { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $saves ->
        [one] { $saves } save
       *[other] { $saves } saves
    } and { $results ->
        [one] { $results } result
       *[other] { $results } results
    } to { $path }.
backup-no-name = Type a file name for the backup.
backup-exists = { $file } is there already: type another name (a backup never writes over a file).
backup-too-large = This file is { $mb } MB: a backup is at most { $max } MB.
backup-too-large-web = This backup is { $mb } MB: more than a browser keeps for the app (at most { $max } MB here). Restore it in the desktop app.
backup-not-text = This file is not text: it is not a backup.
backup-unreadable = It is damaged or cut short ({ $detail }).
backup-not-a-backup = It is not a backup of this app.
backup-newer = It is a backup of a newer version of the app (format { $version }; this one reads up to { $max }): update the app to restore it.
backup-too-many = It holds { $files } files: a backup holds at most { $max }.
backup-bad-place = It would write { $path }, outside the data folder's games, saves and results: it is refused whole.
backup-not-read = The data folder could not be read: { $detail }
backup-not-written = Not written: { $detail }
restore-title = Restore { $name }?
restore-title-writing = Restoring { $name }…
restore-title-done = Restored: { $name }
restore-adds =
    This adds { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $saves ->
        [one] { $saves } save
       *[other] { $saves } saves
    } and { $results ->
        [one] { $results } result
       *[other] { $results } results
    }.
restore-done =
    Restored: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $saves ->
        [one] { $saves } save
       *[other] { $saves } saves
    } and { $results ->
        [one] { $results } result
       *[other] { $results } results
    } added.
restore-stopped =
    Stopped part way (the notice says why): { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $saves ->
        [one] { $saves } save
       *[other] { $saves } saves
    } and { $results ->
        [one] { $results } result
       *[other] { $results } results
    } were added. Take them back out, or close to keep them.
restore-not-results =
    { $n ->
        [one] { $n } line of its results logs is not a result this app can read: it is left out.
       *[other] { $n } lines of its results logs are not results this app can read: they are left out.
    }
restore-nothing = Everything in this backup is here already: nothing to add.
restore-here =
    { $n ->
        [one] { $n } thing in it is here already and is skipped.
       *[other] { $n } things in it are here already and are skipped.
    }
restore-beside =
    { $n ->
        [one] { $n } game here was played on since: it stays, and the backup's copy goes beside it.
       *[other] { $n } games here were played on since: they stay, and the backup's copies go beside them.
    }
restore-differ =
    { $n ->
        [one] { $n } result differs from the one here: the one here is kept.
       *[other] { $n } results differ from the ones here: the ones here are kept.
    }
restore-settings = This device has no settings of its own yet: it takes the backup's (text size, theme, languages, players' names).
restore-only-adds = Nothing here is deleted or replaced.
restore-do = Restore
restore-made = A backup made { $when }.
restore-made-of = A backup of the table “{ $table }”, made { $when }.
restore-made-by = A backup of the table “{ $table }”, made { $when }: its results stay that table's here.
restore-takes-name = This device has no table name and no games or results of its own yet: it takes the name “{ $table }”, and these results count as this table's. To be another table, change the name at the next backup.
reading-title = Reading { $name }…
reading-body = A large backup takes a moment to read. Nothing is written before you say so.
restore-writing = Restoring: { $done } of { $total } files written…
restore-undo = Take this restore back out
restore-undone = The restore of { $name } is taken back out.

# Every game of the data folder.
tools-all-games = Games
tools-all-games-tooltip = Every game kept here, in play, over, left, forgotten or finished: open, forget or download any of them; a forgotten one can be deleted for good.
games-title =
    { $n ->
        [one] { $n } game kept here
       *[other] { $n } games kept here
    }
games-more = Show { $n } more ({ $shown } of { $total } shown)
games-none = No games kept here. The results of finished games are in Results.
games-open = Open
games-forgotten = forgotten
games-finished = finished
games-delete = Delete for good
games-delete-yes = Yes, delete it for good
games-delete-tooltip = Its file goes for good, to make room; a finished game's result stays in Results.
games-deleted = Deleted for good: { $game }. A finished game's result stays in Results.
games-forget-tooltip = Resume stops offering it; its file is kept, and this list still opens it.
games-fold-title = Make room: keep only the results of old games
games-fold-explain = A finished game's result stays in Results, with its BG Stats link. Its moves can go: the game then no longer opens.
games-fold-months = Keep whole the games finished in the last (months)
games-fold-fewer = One month less
games-fold-more = One month more
games-fold-none = No finished game from before { $date }.
games-fold-button =
    { $n ->
        [one] Keep only the result of the 1 game finished before { $date }
       *[other] Keep only the results of the { $n } games finished before { $date }
    }
games-fold-ask =
    { $n ->
        [one] Keep only the result of the game finished before { $date }? Its moves go for good. A backup keeps them: make one first if you may want to open it again.
       *[other] Keep only the results of the { $n } games finished before { $date }? Their moves go for good. A backup keeps them: make one first if you may want to open them again.
    }
games-fold-backup = Back up first
games-fold-yes =
    { $n ->
        [one] Yes, keep only its result
       *[other] Yes, keep only their results
    }
games-fold-no = Keep them whole
games-folded =
    { $n ->
        [0] No game was made smaller.
        [one] Kept only the result of 1 game: its moves are gone, its result stays in Results.
       *[other] Kept only the results of { $n } games: their moves are gone, their results stay in Results.
    }
games-fold-faults =
    { $n ->
        [one] 1 game could not be made smaller: its file is kept as it was.
       *[other] { $n } games could not be made smaller: their files are kept as they were.
    }
games-fold-kept =
    { $n ->
        [one] 1 game was kept whole: Results holds no result of it.
       *[other] { $n } games were kept whole: Results holds no result of theirs.
    }
resume-button-plain = { $game } ({ $status })

# Logging a finished game in BG Stats.
bgstats-log = Log this play in BG Stats
bgstats-log-short = BG Stats
bgstats-log-label = Log in BG Stats: { $game }
bgstats-log-tip = Opens BG Stats with this game's players, scores and winners, to save it there and on BoardGameGeek.
bgstats-opened = BG Stats is opening with this play: check it there and save it.
bgstats-opened-copied = BG Stats is opening in your browser with this play. If no browser opens, the link is copied: paste it into one.
bgstats-none = This game is not over yet: there is no play to log.
bgstats-automa = Automa
bgstats-ai = Pyramid AI
bgstats-solo-player = Player
bgstats-role-app = played by the app
results-no-folder = No results can be read: this window has no data folder it may use (none was found, or another coop-automa is using it). Close the other one, or start this one with --data-dir FOLDER.
bgstats-gone = That game is no longer in the results (another window changed them): nothing was sent.
host-step-unreadable = That step could not be read (was it sent by another version of the app?): nothing was played.
host-no-game = This host has no game { $game }.
problem-not-a-game-id = Not kept: no file can be named by the game id “{ $id }”.
joined-offline = Offline: reconnecting to the host… Taps are not sent until it is back.
joined-online = Connected to the host again.
joined-not-sent-offline = Not sent: the host cannot be reached. Reconnecting… tap again when it is back.
joined-wait = Wait: your last tap is still on its way to the host.
joined-behind = Not played: the table changed before your tap arrived. Look again and tap again.
joined-malformed = The host did not take that step. Look again and tap again.
joined-unreadable = The host's message could not be read ({ $why }).

# "Play on several devices": this window serves its game to the phones at the table.
tools-devices = Devices
tools-devices-tooltip = Play on several devices: each phone or tablet at the table joins this game by scanning a code, and a tap on any of them plays it.
host-title = Play on several devices
host-scan = Scan this code with a phone's camera, on the same Wi-Fi as this computer: the game opens in the phone's browser, with nothing to install.
host-code-label = The code that opens this game on a phone
host-no-code = This address is too long for a code: type it into the phone's browser instead.
host-or-open = Or open this address in a browser on the same network:
host-devices = Devices joined now: { $count }
host-close = Close
host-stop = Stop serving
host-stopped = The other devices are no longer served: the game goes on in this window alone.
host-not-held = Another window holds this data folder: serve the game from that window.
host-no-table = Start or resume a game first, then serve it.
host-not-on-disk = This game is not on disk ({ $problem }): it can be served once it is.
host-no-web-build = The page for phones was not found beside the app (a folder named dist). Start the app with --web and the folder that web/build.sh made.
host-cannot-serve = The game cannot be served on this network ({ $why }).
host-no-network = This computer is on no network: no phone can reach it. Join the table's Wi-Fi, then press Stop serving and Devices again.

# "My seat": which player's side this device shows large.
tools-leave = Leave
tools-leave-tooltip = Leave this table. The game goes on, kept by the computer that serves it.
leave-joined = The game goes on: the computer that serves it keeps it. To come back, open its link again (scan its code).
leave-confirm-joined = Leave the table
tools-my-seat = My seat
tools-my-seat-tooltip = Show one player's side large on this device (a phone in that player's hand), or the whole table alike.
seat-title = Whose device is this?
seat-text = Choose your seat: your side shows first and large on this device. Every device still plays the same game.
seat-whole-table = The whole table
seat-cancel = Cancel
joined-others-asking =
    { $count ->
        [one] Waiting: another device is answering a question. Its answer shows here when it is given.
       *[other] Waiting: { $count } other devices are answering questions. Their answers show here when they are given.
    }
