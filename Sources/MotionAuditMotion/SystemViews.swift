import MotionAuditSemantics

/// SwiftUI's own views that show a value without laying out views by it: given new state, they
/// change what they show, not where anything is. The views that show content are the content
/// query's; the rest are controls, shapes and spacing.
enum SystemViews {
  static let names: Set<String> = ContentQueries.contentViews.union([
    "Toggle", "Button", "Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse",
    "Divider", "Spacer", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker",
    "DatePicker", "ColorPicker", "Link", "AsyncImage", "ShareLink", "Menu", "EmptyView",
    "LabeledContent", "ContentUnavailableView", "NavigationLink",
  ])
}
