// TipSplitter: its first screen in the terminal until Ctrl-C. The screens are read at run
// time from Screens/ (in the working directory, or up to three folders above the program).
import Glibc
import NibKit
import NibKitTerminal

let application = Application(backend: CursesBackend())
application.window.rootViewController = TipViewController()
exit(application.run())
