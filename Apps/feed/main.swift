import FeedApp
import Foundation

exit(await FeedCommandLine.run(Array(CommandLine.arguments.dropFirst())))
