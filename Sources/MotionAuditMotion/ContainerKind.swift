/// How a container places its children, which decides whether one child's arrival pushes the
/// others.
package enum ContainerKind: Equatable, Sendable {
  /// `VStack`, `HStack`, the lazy stacks, grids: children follow one another along `axis`.
  case stack(LayoutAxis)
  /// `List`, `Form`, `Section`: rows follow one another down the screen, inside a scrolling
  /// container whose own size does not depend on them.
  case rows
  /// `ScrollView`: its content follows along `axis`; its own size does not depend on it.
  case scroll(LayoutAxis)
  /// `ZStack`, `GeometryReader`: children are drawn over one another and keep their places.
  case layers
  /// `TabView`: one page at a time; with `.tabViewStyle(.page)`, changing the selection slides
  /// whole pages across the screen.
  case pages(isPaged: Bool)
  /// `Group`, `NavigationStack`, a view of the app's own with content, a body's top level:
  /// children are laid out by what contains them.
  case transparent

  /// The container that lays out the children of a call of `name`, when it is one SwiftUI knows.
  package init?(calling name: String, axisArgument: String?) {
    switch name {
    case "VStack", "LazyVStack", "LazyVGrid", "Grid": self = .stack(.vertical)
    case "HStack", "LazyHStack", "LazyHGrid": self = .stack(.horizontal)
    case "List", "Form", "Section": self = .rows
    case "ScrollView": self = .scroll(axisArgument == "horizontal" ? .horizontal : .vertical)
    case "ZStack", "GeometryReader": self = .layers
    case "TabView": self = .pages(isPaged: false)
    case "Group", "NavigationStack", "NavigationView", "NavigationSplitView", "ViewThatFits":
      self = .transparent
    default: return nil
    }
  }

  /// The direction its children follow one another in, when they do.
  var flowAxis: LayoutAxis? {
    switch self {
    case .stack(let axis), .scroll(let axis): axis
    case .rows: .vertical
    case .layers, .pages, .transparent: nil
    }
  }
}
