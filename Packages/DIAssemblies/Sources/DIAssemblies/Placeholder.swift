import DI
import Domain
import FeedFormats
import Networking
import Persistence
import Presentation
