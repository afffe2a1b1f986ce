export {
  type FirstLoadInputsParameters,
  type FirstLoadInputsReturnType,
  firstLoadInputs,
} from '../bundle/firstLoadInputs.js'
